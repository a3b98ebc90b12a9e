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
 * `others`, in id order), then the booking's row. The booking's departure is read before its row is
 * locked; should it have moved meanwhile, its new departure is locked too before the answer.
 */
export async function lockBookingForPlaces(tx: Db, bookingId: number, others: (number | null | undefined)[] = []): Promise<Booking | undefined> {
  const locked = new Set<number>();
  const lockAll = async (ids: (number | null | undefined)[]) => {
    const wanted = [...new Set(ids.filter((i): i is number => typeof i === "number" && !locked.has(i)))].sort((a, b) => a - b);
    if (wanted.length === 0) return;
    // One statement locks them all, in id order (the rows are locked as the sorted scan returns them).
    await tx.select({ id: departures.id }).from(departures).where(inArray(departures.id, wanted)).orderBy(asc(departures.id)).for("update");
    for (const id of wanted) locked.add(id);
  };
  const [before] = await tx.select({ departureId: bookings.departureId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!before) return undefined;
  await lockAll([before.departureId, ...others]);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  // Moved by another change between the two reads (rare): its departure is locked now as well.
  if (booking?.departureId !== null && booking && !locked.has(booking.departureId)) await lockAll([booking.departureId]);
  return booking;
}
