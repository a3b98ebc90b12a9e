import { and, eq, isNull, sql } from "drizzle-orm";
import { waitlistOffers } from "@shared/schema/waitlist-offers";
import type { Db } from "../../db";
import type { Clock } from "../../core/clock";
import { offerStep } from "@shared/departures";
import { takenByDepartureSql } from "./departure-sql";
import { heldByDepartureSql, smallestWaitingSql } from "./held-sql";
import { lapseOffers, leaveLine, offerFreePlaces, openOffer, type PlacesAt } from "./offers";
import { lockBookingForPlaces, lockDeparture } from "./places";

/**
 * The offers' clock-driven round (every process, every DESK_TICK_MS): offers past their end lapse and
 * pass on, and places freed without a change of places (a quote past its validUntil, a booking
 * cancelled from the status menu) are offered to the line. Each departure is worked in its own
 * transaction under its row's lock, so two processes never make or lapse the same offer twice.
 * Answers how many e-mails were queued.
 */
export async function offerRound(db: Db, at: PlacesAt): Promise<number> {
  const res = (await db.execute(sql`select wo.departure_id as id from waitlist_offers wo where wo.ended_at is null and wo.offered_until <= ${at.now.toISOString()}::timestamptz
    union
    select d.id from departures d
      join ${smallestWaitingSql} w on w.departure_id = d.id
      left join ${takenByDepartureSql} t on t.departure_id = d.id
      left join ${heldByDepartureSql(at.today)} h on h.departure_id = d.id
    where d.status = 'open' and d.start_date > ${at.today}::date and d.places - coalesce(t.taken, 0) - coalesce(h.held, 0) >= w.smallest`)) as unknown as { rows: { id: number }[] };
  let offered = 0;
  for (const { id } of res.rows) {
    offered += await db.transaction(async (tx) => {
      // The departure first, as every change of places: lapsing takes its bookings out of the line.
      if (!(await lockDeparture(tx, Number(id)))) return 0;
      await lapseOffers(tx, Number(id), at.now);
      return (await offerFreePlaces(tx, Number(id), at)).length;
    });
  }
  return offered;
}

export type OfferActionResult = { ok: true } | { error: "no-booking" | "no-offer" };

/**
 * Staff's **Skip** (the offer lapses now, the booking leaves the line and the places pass on) and
 * **Extend offer** (its end moves on by WAITLIST_OFFER_HOURS), under the departure's lock.
 */
export async function offerAction(db: Db, bookingId: number, action: "skip" | "extend", at: PlacesAt): Promise<OfferActionResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBookingForPlaces(tx, bookingId);
    if (!booking) return { error: "no-booking" };
    const offer = await openOffer(tx, bookingId);
    if (!offer || booking.departureId !== offer.departureId || booking.waitlistedAt === null || booking.status === "cancelled") return { error: "no-offer" };
    const open = and(eq(waitlistOffers.id, offer.id), isNull(waitlistOffers.endedAt));
    if (action === "extend") {
      const next = offerStep({ state: "open", until: offer.offeredUntil }, { kind: "extend", hours: at.offerHours });
      if (next.state === "open") await tx.update(waitlistOffers).set({ offeredUntil: next.until }).where(open);
      return { ok: true };
    }
    await tx.update(waitlistOffers).set({ endedAt: at.now, outcome: "skipped" }).where(open);
    await leaveLine(tx, bookingId);
    await offerFreePlaces(tx, offer.departureId, at);
    return { ok: true };
  });
}

/** The offers' round and staff's Skip and Extend offer, on the desk's clock with WAITLIST_OFFER_HOURS. */
export function offerStorage(db: Db, clock: Clock, offerHours: number) {
  const at = (today: string, messageIdDomain: string): PlacesAt => ({ today, now: clock.now(), offerHours, messageIdDomain });
  return {
    offerRound: (today: string, messageIdDomain: string) => offerRound(db, at(today, messageIdDomain)),
    offerAction: (bookingId: number, action: "skip" | "extend", today: string, messageIdDomain: string) => offerAction(db, bookingId, action, at(today, messageIdDomain)),
  };
}
