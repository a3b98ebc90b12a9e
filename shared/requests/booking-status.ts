import { z } from "zod";
import { BOOKING_STATUSES } from "../booking-status";

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** PATCH /api/admin/bookings/:id/status. */
export const updateBookingStatusSchema = z.object({ status: bookingStatusSchema }).strict();
