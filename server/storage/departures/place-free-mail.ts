import { eq, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { departures, type Departure } from "@shared/schema/departures";
import { mailOutbox } from "@shared/schema/mail";
import { PLACE_FREE } from "@shared/mail-states";
import { placesLeft } from "@shared/departures";
import type { Db } from "../../db";
import { takenSql } from "./departure-sql";

/** What the "a place has opened" e-mail says, read when it is sent. */
export interface PlaceFreeContent {
  booking: Booking;
  departure: Departure;
  left: number;
}

/**
 * Undefined when there is nothing to tell any more: the booking erased, cancelled or no longer
 * waiting there, the departure cancelled or started, or its places taken again.
 */
export async function placeFreeContent(db: Db, outboxId: number, today: string): Promise<PlaceFreeContent | undefined> {
  const [row] = await db.select({ kind: mailOutbox.kind, bookingId: mailOutbox.bookingId, data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  const departureId = (row?.data as { departureId?: number } | null)?.departureId;
  if (!row || row.kind !== PLACE_FREE || row.bookingId === null || !departureId) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, row.bookingId));
  const [departure] = await db.select().from(departures).where(eq(departures.id, departureId));
  if (!booking || booking.erasedAt || booking.status === "cancelled" || booking.waitlistedAt === null || booking.departureId !== departureId) return undefined;
  if (!departure || departure.status === "cancelled" || departure.startDate <= today) return undefined;
  // A read for an e-mail: the places as they stand, without the lock that changes of places take.
  const [counted] = await db.select({ taken: takenSql(sql`${departureId}::int`) }).from(departures).where(eq(departures.id, departureId));
  const left = placesLeft(departure.places, Number(counted?.taken ?? departure.places));
  if (left < (booking.waitlistTravellers ?? booking.groupSize)) return undefined;
  return { booking, departure, left };
}

export function placeFreeMailStorage(db: Db) {
  return { placeFreeContent: (outboxId: number, today: string) => placeFreeContent(db, outboxId, today) };
}
