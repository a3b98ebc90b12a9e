import type { Db } from "../../db";
import { departureBookings, joinWaitlist, openDeparture } from "./departure-bookings";
import { placeFreeContent } from "./place-free-mail";

/** The departure side of the bookings: the dialog's check, the waiting list on enquiry, a departure's bookings. */
export function departureBookingStorage(db: Db) {
  return {
    openDeparture: (id: number, today: string) => openDeparture(db, id, today),
    joinWaitlist: (bookingId: number, travellers: number) => joinWaitlist(db, bookingId, travellers),
    departureBookings: (departureId: number) => departureBookings(db, departureId),
    placeFreeContent: (outboxId: number, today: string) => placeFreeContent(db, outboxId, today),
  };
}
