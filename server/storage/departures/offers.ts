import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { waitlistOffers, type OfferOutcome } from "@shared/schema/waitlist-offers";
import { mailOutbox } from "@shared/schema/mail";
import { quotes } from "@shared/schema/money";
import { PLACE_FREE } from "@shared/mail-states";
import { leftWithHolds, offerEnds, offersBeyond, offersToMake } from "@shared/departures";
import type { Departure } from "@shared/schema/departures";
import type { Db } from "../../db";
import { lockDeparture } from "./places";

/**
 * What a change of places needs to offer freed places to the line: the desk's day (quotes expire
 * by it), the desk's clock (offers end by it), WAITLIST_OFFER_HOURS, and the e-mails' domain.
 */
export interface PlacesAt {
  today: string;
  now: Date;
  offerHours: number;
  messageIdDomain: string;
}

/** The departure's line in order (bookings not cancelled nor erased), with the places each waits for and whether it holds an offer. */
async function lineOf(tx: Db, departureId: number) {
  return tx
    .select({
      bookingId: bookings.id,
      travellers: sql<number>`coalesce(${bookings.waitlistTravellers}, ${bookings.groupSize})::int`,
      offered: sql<boolean>`exists (select 1 from waitlist_offers o where o.booking_id = "bookings"."id" and o.ended_at is null)`,
      email: bookings.email,
      reference: bookings.reference,
    })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), isNotNull(bookings.waitlistedAt), ne(bookings.status, "cancelled"), isNull(bookings.erasedAt)))
    .orderBy(asc(bookings.waitlistedAt), asc(bookings.id));
}

/**
 * Inside a transaction that may have freed places on the departure: under its row's lock, the free
 * places (left once taken and held are counted) are offered to the line: the first without an offer
 * whose group fits, then the next who fits the rest. Each offer holds its places until
 * WAITLIST_OFFER_HOURS from now and queues one e-mail in the same transaction, so however many
 * processes run, each offer is made and e-mailed once. A closed, cancelled or started departure
 * offers nothing. Answers the bookings offered.
 */
export async function offerFreePlaces(tx: Db, departureId: number, at: PlacesAt): Promise<number[]> {
  const locked = await lockDeparture(tx, departureId, { today: at.today });
  if (!locked) return [];
  return (await offerToLine(tx, locked.departure, leftWithHolds(locked.departure.places, locked.taken, locked.held), at)).map((w) => w.bookingId);
}

/**
 * offerFreePlaces for a change that has locked and counted the departure itself (updateDeparture):
 * `left` free places offered to its line. Answers the offers made, with the places each holds.
 */
export async function offerToLine(tx: Db, d: Pick<Departure, "id" | "status" | "startDate">, left: number, at: PlacesAt): Promise<{ bookingId: number; travellers: number }[]> {
  const departureId = d.id;
  if (d.status !== "open" || d.startDate <= at.today) return [];
  if (left <= 0) return [];
  const line = await lineOf(tx, departureId);
  const made = offersToMake(
    line.map((w) => ({ ...w, offered: Boolean(w.offered) })),
    left,
  );
  const until = offerEnds(at.now, at.offerHours);
  for (const w of made) {
    const full = line.find((l) => l.bookingId === w.bookingId)!;
    const [offer] = await tx
      .insert(waitlistOffers)
      .values({ bookingId: w.bookingId, departureId, travellers: w.travellers, offeredAt: at.now, offeredUntil: until })
      .returning({ id: waitlistOffers.id });
    if (!full.email) continue;
    const messageId = `<booking-${w.bookingId}-${PLACE_FREE}-${randomUUID()}.${full.reference}@${at.messageIdDomain}>`;
    await tx.insert(mailOutbox).values({ bookingId: w.bookingId, kind: PLACE_FREE, toAddress: full.email.toLowerCase(), messageId, data: { departureId, offerId: offer.id } });
  }
  return made.map((w) => ({ bookingId: w.bookingId, travellers: w.travellers }));
}

/** Ends the booking's open offer, if it has one, for the reason given. Answers whether one ended. */
export async function endOffer(tx: Db, bookingId: number, outcome: OfferOutcome, now: Date): Promise<boolean> {
  const ended = await tx
    .update(waitlistOffers)
    .set({ endedAt: now, outcome })
    .where(and(eq(waitlistOffers.bookingId, bookingId), isNull(waitlistOffers.endedAt)))
    .returning({ id: waitlistOffers.id });
  return ended.length > 0;
}

/**
 * A departure closed or cancelled offers nothing: its open offers are withdrawn (the bookings stay
 * in line). Answers the places those offers held.
 */
export async function withdrawOffers(tx: Db, departureId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(waitlistOffers)
    .set({ endedAt: now, outcome: "withdrawn" })
    .where(and(eq(waitlistOffers.departureId, departureId), isNull(waitlistOffers.endedAt)))
    .returning({ travellers: waitlistOffers.travellers });
  return ended.reduce((sum, o) => sum + o.travellers, 0);
}

/**
 * Under the departure's lock, its places lowered: the open offers that no longer fit the places free
 * (`places` − `taken`) are withdrawn, later ones in line first to go (offersBeyond); the bookings
 * stay in line where they were. Answers the places those offers held.
 */
export async function withdrawOffersBeyond(tx: Db, departureId: number, free: number, now: Date): Promise<number> {
  const open = await tx
    .select({ id: waitlistOffers.id, travellers: waitlistOffers.travellers })
    .from(waitlistOffers)
    .innerJoin(bookings, eq(bookings.id, waitlistOffers.bookingId))
    .where(and(eq(waitlistOffers.departureId, departureId), isNull(waitlistOffers.endedAt)))
    .orderBy(asc(bookings.waitlistedAt), asc(bookings.id));
  const beyond = offersBeyond(open, free);
  if (beyond.length === 0) return 0;
  await tx
    .update(waitlistOffers)
    .set({ endedAt: now, outcome: "withdrawn" })
    .where(inArray(waitlistOffers.id, beyond.map((o) => o.id)));
  return beyond.reduce((sum, o) => sum + o.travellers, 0);
}

/**
 * Under the departure's lock: its offers past their end lapse, and each lapsed booking leaves the
 * line (its row says Offer lapsed). Answers how many lapsed.
 */
export async function lapseOffers(tx: Db, departureId: number, now: Date): Promise<number> {
  const lapsed = await tx
    .update(waitlistOffers)
    .set({ endedAt: now, outcome: "lapsed" })
    .where(and(eq(waitlistOffers.departureId, departureId), isNull(waitlistOffers.endedAt), lte(waitlistOffers.offeredUntil, now)))
    .returning({ bookingId: waitlistOffers.bookingId });
  for (const l of lapsed) await leaveLineOffered(tx, l.bookingId, departureId, now);
  return lapsed.length;
}

/**
 * A booking whose offer lapsed or was skipped leaves the line, and its open quotes on that
 * departure (sent before it joined the line, whose acceptance was refused) hold nothing from now
 * on: else the places just freed would go back to it, ahead of everyone still waiting. The quotes
 * stay open, to be accepted while places are free; a new quote holds again.
 */
export async function leaveLineOffered(tx: Db, bookingId: number, departureId: number, now: Date): Promise<void> {
  await leaveLine(tx, bookingId);
  await tx
    .update(quotes)
    .set({ releasedAt: now })
    .where(and(eq(quotes.bookingId, bookingId), eq(quotes.departureId, departureId), eq(quotes.state, "open"), isNull(quotes.releasedAt)));
}

/** The booking leaves its departure's line, keeping its departure. */
export async function leaveLine(tx: Db, bookingId: number): Promise<void> {
  await tx.update(bookings).set({ waitlistedAt: null, waitlistTravellers: null }).where(eq(bookings.id, bookingId));
}

/** The booking's open offer, if any. */
export async function openOffer(tx: Db, bookingId: number) {
  const [offer] = await tx.select().from(waitlistOffers).where(and(eq(waitlistOffers.bookingId, bookingId), isNull(waitlistOffers.endedAt)));
  return offer;
}
