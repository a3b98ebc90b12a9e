import type { Availability } from "./availability";

/** What a departure is, to the site and the desk alike. */
export interface DepartureFacts {
  id: number;
  programme: string;
  startDate: string;
  endDate: string;
  nights: number;
  pricePerPerson: number;
}

/** A departure's private rooms and minimum as the site sees them (docs/decisions/private-rooms-and-minimum.md); the server always answers them. */
export interface PublicRoomsAndMinimum {
  /** Rooms of one's own still to be had: not taken and not held. */
  privateRoomsLeft?: number;
  /** Whole rupees per person for one. */
  privateRoomSupplement?: number;
  /** Its places taken have reached its minimum: it runs. */
  guaranteed?: boolean;
}

/** A departure as the site shows it (GET /api/departures): no booking data. */
export interface PublicDeparture extends DepartureFacts, PublicRoomsAndMinimum {
  placesLeft: number;
  availability: Availability;
}

/** A departure as staff see it (GET /api/admin/departures). */
export interface AdminDeparture extends DepartureFacts {
  /** The programme's record (`programme` is its title as it is now); null for a departure of a title no programme has. */
  programmeId?: number | null;
  places: number;
  status: "open" | "closed" | "cancelled";
  note: string | null;
  taken: number;
  /** Places held by sent quotes and open offers (docs/decisions/places-held.md). */
  held: number;
  /** `places` − `taken` − `held`, never below 0. */
  left: number;
  waiting: number;
  enquiries: number;
  /* Private rooms and the minimum to run (docs/decisions/private-rooms-and-minimum.md); the server always answers them. */
  privateRooms?: number;
  privateRoomSupplement?: number;
  privateRoomsLeft?: number;
  /** Travellers needed to run; null: none. */
  minimum?: number | null;
  /** The day it is decided whether it runs: its own, else 45 days before the start. */
  decideBy?: string;
  /** `taken` has reached `minimum`. */
  guaranteed?: boolean;
}

/** One booking of a departure (GET /api/admin/departures/:id/bookings). */
export interface DepartureBooking {
  id: number;
  reference: string;
  name: string;
  status: string;
  /** confirmed (its quote accepted), quoted (an open quote), enquiry, or waiting. */
  stage: "confirmed" | "quoted" | "enquiry" | "waiting";
  travellers: number;
  waitlistPosition: number | null;
  /** True exactly while the booking holds an offer of places. */
  placeFree: boolean;
  /** When its offer ends (ISO), while it holds one. */
  offeredUntil: string | null;
  /** Its last offer of places lapsed or was skipped, and it has left the line. */
  offerLapsed: boolean;
  createdAt: string;
}

/** Insights → Departures: one row per month of the next 12. */
export interface DepartureMonth {
  month: string;
  departures: number;
  places: number;
  taken: number;
  /** Whole percent of places taken; 0 when there are no places. */
  full: number;
  /** The month's departures' waitlisted bookings, not cancelled (as a departure's `waiting`). */
  waiting: number;
  /** The accepted quotes' total of the month's departures, whole rupees. */
  accepted: number;
}

/** What the answer to an enquiry adds about the departure it named (POST /api/bookings). */
export interface EnquiryDepartureAnswer {
  /** The departure had closed, been cancelled or started, or never was: the enquiry is stored without it. */
  departureUnavailable?: true;
  waitlisted?: true;
  /** 1 is first in line. */
  waitlistPosition?: number;
}
