import { eq } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import type { Departure } from "@shared/schema/departures";
import { departureDatesText, placesLeft } from "@shared/departures";
import type { Db } from "../../db";
import { lockDeparture } from "./places";
import { joinWaitlist, leaveWaitlist } from "./departure-bookings";

/** Why a quote could not be made or accepted for its departure; nothing else changed. */
export type DepartureQuoteRefusal =
  | { error: "no-departure" }
  | { error: "departure-closed"; message: string }
  /** Fewer places are left than the quote's travellers; on acceptance the booking joined the waiting list. */
  | { error: "full"; left: number; travellers: number; position?: number };

function closedMessage(d: Departure, today: string): string | undefined {
  const dates = departureDatesText(d.startDate, d.endDate);
  if (d.status === "cancelled") return `The departure of ${dates} is cancelled`;
  if (d.status === "closed") return `The departure of ${dates} is closed to new quotes`;
  if (d.startDate <= today) return `The departure of ${dates} has started`;
  return undefined;
}

/**
 * Inside the quote's transaction (the booking's row locked, then the departure's): a quote with a
 * departure needs it open, not started, with places for its travellers, and sets the booking's
 * departure; a quote without one takes the booking off its departure (docs/http-api.md,
 * departures). A booking moved to another departure leaves the waiting list of the one before.
 */
export async function quoteDeparture(
  tx: Db,
  booking: Booking,
  input: { departureId?: number; travellers: number },
  today: string,
): Promise<Departure | DepartureQuoteRefusal | undefined> {
  if (input.departureId === undefined) {
    if (booking.departureId !== null) {
      await leaveWaitlist(tx, booking.id);
      await tx.update(bookings).set({ departureId: null }).where(eq(bookings.id, booking.id));
    }
    return undefined;
  }
  const locked = await lockDeparture(tx, input.departureId);
  if (!locked) return { error: "no-departure" };
  const closed = closedMessage(locked.departure, today);
  if (closed) return { error: "departure-closed", message: closed };
  const left = placesLeft(locked.departure.places, locked.taken);
  if (input.travellers > left) return { error: "full", left, travellers: input.travellers };
  if (booking.departureId !== input.departureId) {
    await leaveWaitlist(tx, booking.id);
    await tx.update(bookings).set({ departureId: input.departureId }).where(eq(bookings.id, booking.id));
  }
  return locked.departure;
}

/**
 * Inside the acceptance's transaction, after the booking's row is locked: the departure's row is
 * locked and its places counted, so however many acceptances race, one counts at a time and
 * `taken` never passes `places`. When the quote's travellers don't fit, the booking joins the
 * waiting list (committed with the refusal); when they do, it leaves it.
 */
export async function takePlaces(tx: Db, booking: Booking, quote: { departureId: number | null; travellers: number }): Promise<DepartureQuoteRefusal | undefined> {
  if (quote.departureId === null) return undefined;
  const locked = await lockDeparture(tx, quote.departureId);
  if (!locked) return { error: "no-departure" };
  if (locked.departure.status === "cancelled") return { error: "departure-closed", message: closedMessage(locked.departure, "")! };
  const left = placesLeft(locked.departure.places, locked.taken);
  if (quote.travellers > left) {
    if (booking.departureId !== quote.departureId) await tx.update(bookings).set({ departureId: quote.departureId }).where(eq(bookings.id, booking.id));
    const position = await joinWaitlist(tx, booking.id, quote.travellers);
    return { error: "full", left, travellers: quote.travellers, position };
  }
  await leaveWaitlist(tx, booking.id);
  if (booking.departureId !== quote.departureId) await tx.update(bookings).set({ departureId: quote.departureId }).where(eq(bookings.id, booking.id));
  return undefined;
}
