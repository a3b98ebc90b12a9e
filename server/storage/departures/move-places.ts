import { eq } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { leftWithHolds } from "@shared/departures";
import type { Db } from "../../db";
import { lockDeparture } from "./places";
import { leaveWaitlist } from "./departure-bookings";
import { endOffer, offerFreePlaces, type PlacesAt } from "./offers";

export type MoveRefusal =
  | { error: "invalid"; path: string; message: string }
  | { error: "full"; left: number; travellers: number };

/**
 * Inside a date change's transaction (the booking locked): the accepted booking moves to the
 * departure `to` of the same programme, which must be open or closed, not started, with places for
 * its travellers once the line there has been offered its free places and holds are counted; or,
 * with new dates of no departure, it leaves the one it had. The places it held are offered to the
 * line it left. The caller locked both departures before the booking (lockBookingForPlaces).
 */
export async function moveToDeparture(
  tx: Db,
  booking: Booking,
  travellers: number,
  to: number | undefined,
  at: PlacesAt,
): Promise<MoveRefusal | undefined> {
  const today = at.today;
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
    await offerFreePlaces(tx, to, at);
    const counted = (await lockDeparture(tx, to, { today, except: booking.id }))!;
    const left = leftWithHolds(d.places, counted.taken, counted.held);
    if (travellers > left) return { error: "full", left, travellers };
    await endOffer(tx, booking.id, "left", at.now);
    await leaveWaitlist(tx, booking.id);
    await tx.update(bookings).set({ departureId: to }).where(eq(bookings.id, booking.id));
  } else if (to === undefined && from !== null) {
    await tx.update(bookings).set({ departureId: null }).where(eq(bookings.id, booking.id));
  }
  if (from !== null && from !== to) await offerFreePlaces(tx, from, at);
  return undefined;
}
