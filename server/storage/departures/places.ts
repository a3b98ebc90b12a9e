import { asc, eq, inArray, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { departures, type Departure } from "@shared/schema/departures";
import type { Db } from "../../db";
import { takenSql } from "./departure-sql";
import { heldSql } from "./held-sql";

/**
 * The departure's row locked for the rest of the transaction, and its places taken and held as they
 * stand under that lock (`held.except`: one booking's own hold left out; `held.before`: only quotes
 * sent before that one). Every change of places
 * takes this lock before any booking's row (lockBookingForPlaces), so however many race, one goes at
 * a time per departure and no two wait on each other.
 */
export async function lockDeparture(
  tx: Db,
  id: number,
  held?: { today: string; except?: number; before?: number },
): Promise<{ departure: Departure; taken: number; held: number } | undefined> {
  const [departure] = await tx.select().from(departures).where(eq(departures.id, id)).for("update");
  if (!departure) return undefined;
  const dep = sql`${id}::int`;
  const res = (await tx.execute(
    sql`select ${takenSql(dep)} as taken, ${held ? heldSql(dep, held.today, held.except, held.before) : sql`0`} as held`,
  )) as unknown as { rows: { taken: number | string; held: number | string }[] };
  const row = res.rows[0];
  return { departure, taken: Number(row.taken), held: Number(row.held) };
}

/**
 * The one lock order of every change of places: the departures first (the booking's own and
 * `others`, in id order, in one statement), then the booking's row. The booking's departure is read
 * before anything is locked. Should another change have moved the booking meanwhile (it held the
 * departure this one waited for), locking its new departure now could wait on a change that waits
 * on one held here: so the locks are given back (to a savepoint taken first) and taken again in
 * order with the new departure. `departureRead`, the booking's departure as the caller read it before
 * its turn, stands for that first read. Nobody moves a booking off a departure without its lock, so once
 * the booking's departure is among those locked, it stays.
 */
export async function lockBookingForPlaces(
  tx: Db,
  bookingId: number,
  others: (number | null | undefined)[] = [],
  departureRead?: number | null,
): Promise<Booking | undefined> {
  // The departure the caller read before queueing saves reading it again: the loop below checks it under the locks.
  let [current] = departureRead !== undefined ? [{ departureId: departureRead }] : await tx.select({ departureId: bookings.departureId }).from(bookings).where(eq(bookings.id, bookingId));
  await tx.execute(sql`savepoint places_locks`);
  for (;;) {
    if (!current) return undefined;
    const wanted = [...new Set([current.departureId, ...others].filter((i): i is number => typeof i === "number"))].sort((a, b) => a - b);
    // The rows are locked as the sorted scan returns them: in id order.
    if (wanted.length > 0) await tx.select({ id: departures.id }).from(departures).where(inArray(departures.id, wanted)).orderBy(asc(departures.id)).for("update");
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking || booking.departureId === null || wanted.includes(booking.departureId)) return booking;
    await tx.execute(sql`rollback to savepoint places_locks`);
    current = { departureId: booking.departureId };
  }
}

/**
 * The first half of the one lock order for a turn of changes made together (quote-acceptance.ts):
 * the departures named, in id order. The turn then locks its bookings, in id order. A booking
 * another change moved meanwhile to a departure not named is left for a turn of its own: taking
 * its new departure's lock then would take it out of order.
 */
export async function lockDepartures(tx: Db, departureIds: number[]): Promise<void> {
  const wanted = [...new Set(departureIds)].sort((a, b) => a - b);
  if (wanted.length > 0) await tx.select({ id: departures.id }).from(departures).where(inArray(departures.id, wanted)).orderBy(asc(departures.id)).for("update");
}
