import { eq } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import type { Departure } from "@shared/schema/departures";
import { departureDatesText, leftWithHolds } from "@shared/departures";
import type { Db } from "../../db";
import { lockDeparture } from "./places";
import { leaveWaitlist } from "./departure-bookings";
import { endOffer, offerFreePlaces, type PlacesAt } from "./offers";

/** Why a quote could not be made or accepted for its departure; nothing else changed. */
export type DepartureQuoteRefusal =
  | { error: "no-departure" }
  | { error: "departure-closed"; message: string }
  /** Fewer places are left than the quote's travellers; on acceptance the booking joined the waiting list. */
  | { error: "full"; left: number; travellers: number };

function closedMessage(d: Departure, today: string): string | undefined {
  const dates = departureDatesText(d.startDate, d.endDate);
  if (d.status === "cancelled") return `The departure of ${dates} is cancelled`;
  if (d.status === "closed") return `The departure of ${dates} is closed to new quotes`;
  if (d.startDate <= today) return `The departure of ${dates} has started`;
  return undefined;
}

/**
 * Inside the quote's transaction (the departures locked, then the booking's row): a quote with a
 * departure needs it open, not started, with places for its travellers once the line has been
 * offered the free places (the line comes first) and every other quote and offer's hold is counted.
 * Nothing of the booking's changes here: the quote's other checks (private rooms, credit) may still
 * refuse it, and a refused quote must leave the booking in line with its offer
 * (docs/decisions/places-held.md). quoteTakesPlaces then moves it.
 */
export async function quoteDeparture(
  tx: Db,
  booking: Booking,
  input: { departureId?: number; travellers: number },
  at: PlacesAt,
): Promise<Departure | DepartureQuoteRefusal | undefined> {
  if (input.departureId === undefined) return undefined;
  const first = await lockDeparture(tx, input.departureId);
  if (!first) return { error: "no-departure" };
  const closed = closedMessage(first.departure, at.today);
  if (closed) return { error: "departure-closed", message: closed };
  await offerFreePlaces(tx, input.departureId, at);
  const locked = (await lockDeparture(tx, input.departureId, { today: at.today, except: booking.id }))!;
  const left = leftWithHolds(locked.departure.places, locked.taken, locked.held);
  if (input.travellers > left) return { error: "full", left, travellers: input.travellers };
  return locked.departure;
}

/**
 * Once the quote is past every check: the booking takes the quote's departure and leaves the line
 * (its quote now holds its places, taking over an offer it had); a quote without a departure takes
 * the booking off its departure.
 */
export async function quoteTakesPlaces(tx: Db, booking: Booking, departureId: number | undefined, now: Date): Promise<void> {
  if (departureId === undefined) {
    if (booking.departureId !== null) {
      await endOffer(tx, booking.id, "left", now);
      await leaveWaitlist(tx, booking.id);
      await tx.update(bookings).set({ departureId: null }).where(eq(bookings.id, booking.id));
    }
    return;
  }
  await endOffer(tx, booking.id, booking.departureId === departureId ? "quoted" : "left", now);
  await leaveWaitlist(tx, booking.id);
  if (booking.departureId !== departureId) await tx.update(bookings).set({ departureId }).where(eq(bookings.id, booking.id));
}
