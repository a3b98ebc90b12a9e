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
 * offered the free places (the line comes first) and every other quote and offer's hold is counted;
 * it sets the booking's departure, and the booking leaves the line (its quote now holds its places,
 * taking over an offer it had). A quote without one takes the booking off its departure
 * (docs/decisions/places-held.md).
 */
export async function quoteDeparture(
  tx: Db,
  booking: Booking,
  input: { departureId?: number; travellers: number },
  at: PlacesAt,
): Promise<Departure | DepartureQuoteRefusal | undefined> {
  if (input.departureId === undefined) {
    if (booking.departureId !== null) {
      await endOffer(tx, booking.id, "left", at.now);
      await leaveWaitlist(tx, booking.id);
      await tx.update(bookings).set({ departureId: null }).where(eq(bookings.id, booking.id));
    }
    return undefined;
  }
  const first = await lockDeparture(tx, input.departureId);
  if (!first) return { error: "no-departure" };
  const closed = closedMessage(first.departure, at.today);
  if (closed) return { error: "departure-closed", message: closed };
  await offerFreePlaces(tx, input.departureId, at);
  const locked = (await lockDeparture(tx, input.departureId, { today: at.today, except: booking.id }))!;
  const left = leftWithHolds(locked.departure.places, locked.taken, locked.held);
  if (input.travellers > left) return { error: "full", left, travellers: input.travellers };
  await endOffer(tx, booking.id, booking.departureId === input.departureId ? "quoted" : "left", at.now);
  await leaveWaitlist(tx, booking.id);
  if (booking.departureId !== input.departureId) await tx.update(bookings).set({ departureId: input.departureId }).where(eq(bookings.id, booking.id));
  return locked.departure;
}
