import { and, eq, isNull, sql } from "drizzle-orm";
import { waitlistOffers } from "@shared/schema/waitlist-offers";
import type { Day } from "@shared/money";
import type { Db } from "../../db";
import type { Clock } from "../../core/clock";
import { takenByDepartureSql } from "./departure-sql";
import { heldByDepartureSql, smallestWaitingSql } from "./held-sql";
import { endOffer, lapseOffers, leaveLineOffered, offerFreePlaces, openOffer } from "./offers";
import { lockDeparture } from "./places";

/**
 * The departures whose offers are past their end, and those with places free that the smallest
 * group in their line fits (freed without a change of places: a quote past its validUntil, a
 * booking cancelled from the status menu).
 */
async function departuresToOffer(db: Db, today: Day, now: Date): Promise<number[]> {
  const res = (await db.execute(sql`select wo.departure_id as id from waitlist_offers wo where wo.ended_at is null and wo.offered_until <= ${now.toISOString()}::timestamptz
    union
    select d.id from departures d
      join ${smallestWaitingSql} w on w.departure_id = d.id
      left join ${takenByDepartureSql} t on t.departure_id = d.id
      left join ${heldByDepartureSql(today)} h on h.departure_id = d.id
    where d.status = 'open' and d.start_date > ${today}::date and d.places - coalesce(t.taken, 0) - coalesce(h.held, 0) >= w.smallest`)) as unknown as { rows: { id: number }[] };
  return res.rows.map((r) => Number(r.id));
}

/** The writes of the offers' round and of staff's Skip and Extend offer, inside their transaction (server/use-cases/offer-freed-places.ts orders them). */
export function offerWrites(tx: Db, clock: Clock, offerHours: number) {
  return {
    /** How long an offer holds its places (WAITLIST_OFFER_HOURS). */
    offerHours,
    /** The departure's row held to the commit; false when there is no such departure. */
    lockDeparture: async (departureId: number): Promise<boolean> => Boolean(await lockDeparture(tx, departureId)),
    /** Its offers past their end lapse and their bookings leave the line (offers.ts). Answers how many. */
    lapseOffers: (departureId: number) => lapseOffers(tx, departureId, clock.now()),
    /** The free places offered to the line, each offer e-mailed once (offers.ts). Answers the bookings offered. */
    offerFreePlaces: (departureId: number, today: Day, messageIdDomain: string) => offerFreePlaces(tx, departureId, { today, now: clock.now(), offerHours, messageIdDomain }),
    openOffer: (bookingId: number) => openOffer(tx, bookingId),
    /** The open offer's end moved to `until`. */
    async extendOffer(offerId: number, until: Date): Promise<void> {
      await tx.update(waitlistOffers).set({ offeredUntil: until }).where(and(eq(waitlistOffers.id, offerId), isNull(waitlistOffers.endedAt)));
    },
    /** The booking's open offer on departure `departureId` ends as skipped and it leaves the line (offers.ts). */
    async skipOffer(bookingId: number, departureId: number): Promise<void> {
      const now = clock.now();
      await endOffer(tx, bookingId, "skipped", now);
      await leaveLineOffered(tx, bookingId, departureId, now);
    },
  };
}

/** The read that starts the offers' round. */
export function offerStorage(db: Db, clock: Clock) {
  return { departuresToOffer: (today: Day) => departuresToOffer(db, today, clock.now()) };
}
