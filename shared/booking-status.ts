/**
 * Booking statuses and trip types as plain constants, so browser code (the staff desk) can use them
 * without loading the database schema library that shared/schema/ builds on.
 */
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TRIP_TYPES = ["retreat", "international"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
