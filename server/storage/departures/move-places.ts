import { eq } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { placesLeft } from "@shared/departures";
import type { Db } from "../../db";
import { freePlacesIn, lockDeparture } from "./places";
import { leaveWaitlist } from "./departure-bookings";

export type MoveRefusal =
  | { error: "invalid"; path: string; message: string }
  | { error: "full"; left: number; travellers: number };

/**
 * Inside a date change's transaction (the booking locked): the accepted booking moves to the
 * departure `to` of the same programme, which must be open or closed, not started, with places for
 * its travellers; or, with new dates of no departure, it leaves the one it had. The places it held
 * are freed, and the first waiting booking that now fits there is told.
 */
export async function moveToDeparture(
  tx: Db,
  booking: Booking,
  travellers: number,
  to: number | undefined,
  today: string,
  messageIdDomain: string,
): Promise<MoveRefusal | undefined> {
  const from = booking.departureId;
  if (to !== undefined && to !== from) {
    // Departures are locked in id order, so two moves between the same two can't wait on each other.
    const before = from !== null && from < to ? await lockDeparture(tx, from) : undefined;
    const locked = await lockDeparture(tx, to);
    if (!locked) return { error: "invalid", path: "departureId", message: "No such departure" };
    const d = locked.departure;
    const programme = from === null ? booking.sourceProgramme : (before ?? (await lockDeparture(tx, from)))?.departure.programme;
    if (programme && programme !== d.programme) return { error: "invalid", path: "departureId", message: "Must be a departure of the same programme" };
    if (d.status === "cancelled") return { error: "invalid", path: "departureId", message: "That departure is cancelled" };
    if (d.startDate <= today) return { error: "invalid", path: "departureId", message: "That departure has started" };
    const left = placesLeft(d.places, locked.taken);
    if (travellers > left) return { error: "full", left, travellers };
    await leaveWaitlist(tx, booking.id);
    await tx.update(bookings).set({ departureId: to }).where(eq(bookings.id, booking.id));
  } else if (to === undefined && from !== null) {
    await tx.update(bookings).set({ departureId: null }).where(eq(bookings.id, booking.id));
  }
  if (from !== null && from !== to) await freePlacesIn(tx, from, messageIdDomain);
  return undefined;
}
