import { and, eq, isNull } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { departures, type Departure } from "@shared/schema/departures";
import { waitlistOffers } from "@shared/schema/waitlist-offers";
import { mailOutbox } from "@shared/schema/mail";
import { PLACE_FREE } from "@shared/mail-states";
import type { Db } from "../../db";
import { ensureTripToken, sealedTripLink, type TripLinkKey } from "../money/trip-links";

/** What the e-mail offering places says, read when it is sent. */
export interface PlaceFreeContent {
  booking: Booking;
  departure: Departure;
  /** The places offered (the group's). */
  left: number;
  /** When the offer ends. */
  offeredUntil: Date;
  /** The booking's trip link, sealed, when it has one. */
  sealedLink: string | null;
}

/**
 * Undefined when there is nothing to tell any more: the offer ended (taken over by a quote, lapsed,
 * skipped or withdrawn), the booking erased, cancelled or no longer in that line, or the departure
 * closed, cancelled or started. With the key, a booking without a trip link (no quote yet) is given
 * one, so the e-mail can carry it.
 */
export async function placeFreeContent(db: Db, outboxId: number, today: string, key?: TripLinkKey): Promise<PlaceFreeContent | undefined> {
  const [row] = await db.select({ kind: mailOutbox.kind, bookingId: mailOutbox.bookingId, data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  const data = (row?.data ?? {}) as { departureId?: number; offerId?: number };
  if (!row || row.kind !== PLACE_FREE || row.bookingId === null || !data.departureId || !data.offerId) return undefined;
  const [offer] = await db.select().from(waitlistOffers).where(and(eq(waitlistOffers.id, data.offerId), isNull(waitlistOffers.endedAt)));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, row.bookingId));
  const [departure] = await db.select().from(departures).where(eq(departures.id, data.departureId));
  if (!offer || !booking || booking.erasedAt || booking.status === "cancelled" || booking.waitlistedAt === null || booking.departureId !== data.departureId) return undefined;
  if (!departure || departure.status !== "open" || departure.startDate <= today) return undefined;
  if (key && !(await sealedTripLink(db, booking.id))) await db.transaction((tx) => ensureTripToken(tx, booking.id, key));
  return { booking, departure, left: offer.travellers, offeredUntil: offer.offeredUntil, sealedLink: await sealedTripLink(db, booking.id) };
}

export function placeFreeMailStorage(db: Db) {
  return { placeFreeContent: (outboxId: number, today: string, key?: TripLinkKey) => placeFreeContent(db, outboxId, today, key) };
}
