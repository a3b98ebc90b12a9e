import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { departures, waitlistNotices, type Departure } from "@shared/schema/departures";
import { mailOutbox } from "@shared/schema/mail";
import { PLACE_FREE } from "@shared/mail-states";
import { placesLeft, whoFits } from "@shared/departures";
import type { Db } from "../../db";
import { takenSql } from "./departure-sql";

/**
 * The departure's row locked for the rest of the transaction, and its places taken as they stand
 * under that lock. Every change of places taken (an acceptance, a move, a cancellation, a change of
 * places) takes this lock first, after the booking's own, so however many race, one goes at a time.
 */
export async function lockDeparture(tx: Db, id: number): Promise<{ departure: Departure; taken: number } | undefined> {
  const [departure] = await tx.select().from(departures).where(eq(departures.id, id)).for("update");
  if (!departure) return undefined;
  const res = (await tx.execute(sql`select ${takenSql(sql`${id}::int`)} as taken`)) as unknown as { rows: { taken: number | string }[] };
  const row = res.rows[0];
  return { departure, taken: Number(row.taken) };
}

/** The departure's waiting list, in line order: bookings not cancelled, with the places each waits for. */
export async function waitingLine(tx: Db, departureId: number) {
  return tx
    .select({ bookingId: bookings.id, travellers: sql<number>`coalesce(${bookings.waitlistTravellers}, ${bookings.groupSize})::int`, email: bookings.email, reference: bookings.reference, erasedAt: bookings.erasedAt })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), isNotNull(bookings.waitlistedAt), ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.waitlistedAt), asc(bookings.id));
}

/**
 * Inside a transaction that freed places on the departure (its row locked): the first waiting
 * booking in line whose group now fits is e-mailed that a place has opened, once per booking and
 * departure whatever runs again (the notice's primary key). Every fitting booking shows Place free
 * on its own, read from the places left (departure-sql.ts). Answers the booking e-mailed, if any.
 */
export async function freePlacesIn(tx: Db, departureId: number, messageIdDomain: string): Promise<number | null> {
  const locked = await lockDeparture(tx, departureId);
  if (!locked || locked.departure.status === "cancelled") return null;
  const left = placesLeft(locked.departure.places, locked.taken);
  if (left <= 0) return null;
  const line = await waitingLine(tx, departureId);
  const fits = new Set(whoFits(line, left).map((w) => w.bookingId));
  const first = line.find((w) => fits.has(w.bookingId) && !w.erasedAt && w.email);
  if (!first) return null;
  const [notice] = await tx
    .insert(waitlistNotices)
    .values({ bookingId: first.bookingId, departureId })
    .onConflictDoNothing()
    .returning({ bookingId: waitlistNotices.bookingId });
  if (!notice) return null;
  const messageId = `<booking-${first.bookingId}-${PLACE_FREE}-${randomUUID()}.${first.reference}@${messageIdDomain}>`;
  await tx.insert(mailOutbox).values({ bookingId: first.bookingId, kind: PLACE_FREE, toAddress: first.email.toLowerCase(), messageId, data: { departureId } });
  return first.bookingId;
}
