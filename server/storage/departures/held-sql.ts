import { sql, type SQL } from "drizzle-orm";

/*
 * The places a departure's quotes and offers hold (docs/decisions/places-held.md), read where they
 * are needed rather than stored, as `taken` is (departure-sql.ts). A sent quote holds its
 * travellers' places while it is open, its booking is on that departure, not cancelled, not erased
 * and not in line, the quote not released by a lapsed or skipped offer, and `today` is not past its
 * validUntil: so an expired quote frees its places by itself. An open offer holds the group's places while its booking is still in that departure's line.
 * `except` leaves one booking's own hold out: the quote replacing it or the acceptance taking it.
 */

/**
 * Whether open quote `q` on booking `b`'s departure holds places and rooms: the booking not
 * cancelled, not in line, not erased (its trip link is revoked), and the quote not released by an
 * offer of the booking that lapsed or was skipped (offers.ts).
 */
export const quoteHoldingSql = (b: string, q: string) =>
  sql.raw(`${b}.status <> 'cancelled' and ${b}.waitlisted_at is null and ${b}.erased_at is null and ${q}.released_at is null`);

const exceptBooking = (alias: string, except?: number) => (except === undefined ? sql`` : sql`and ${sql.raw(alias)}.id <> ${except}`);

/** The open quotes holding places on the departure whose id is `dep` (an SQL expression), as `hq` with their bookings as `hb`. */
const quoteHolds = (dep: SQL, today: string) => sql`from quotes hq
  join bookings hb on hb.id = hq.booking_id
  where hq.departure_id = ${dep} and hq.state = 'open' and hq.valid_until >= ${today}::date
    and hb.departure_id = ${dep} and ${quoteHoldingSql("hb", "hq")}`;

/** The open offers holding places on the departure `dep`, as `ho` with their bookings as `ob`: none by an erased booking's, which nobody can take up. */
const offerHolds = (dep: SQL) => sql`from waitlist_offers ho
  join bookings ob on ob.id = ho.booking_id
  where ho.departure_id = ${dep} and ho.ended_at is null
    and ob.departure_id = ${dep} and ob.status <> 'cancelled' and ob.waitlisted_at is not null and ob.erased_at is null`;

/** Places held by open quotes on the departure `dep`. */
const quotesHeldSql = (dep: SQL, today: string, except?: number, before?: number) =>
  sql`(select coalesce(sum(hq.travellers), 0)::int ${quoteHolds(dep, today)} ${exceptBooking("hb", except)} ${before === undefined ? sql`` : sql`and hq.id < ${before}`})`;

/** Places held by open offers on the departure `dep`. */
const offersHeldSql = (dep: SQL, except?: number) => sql`(select coalesce(sum(ho.travellers), 0)::int ${offerHolds(dep)} ${exceptBooking("ob", except)})`;

/**
 * Each hold on the departure `dep` as of `today`, one row each: `kind` ('quote' or 'offer'), the
 * quote's or offer's `id`, its `booking_id` and its `travellers`. What heldSql sums, for a caller
 * that sums it several ways.
 */
export const holdsSql = (dep: SQL, today: string) => sql`select 'quote' as kind, hq.id, hb.id as booking_id, hq.travellers ${quoteHolds(dep, today)}
  union all select 'offer' as kind, ho.id, ob.id as booking_id, ho.travellers ${offerHolds(dep)}`;

/**
 * Places held on the departure `dep` as of `today`, leaving out booking `except`'s own; with
 * `before`, only the quotes sent before that one count (an acceptance yields to earlier quotes only,
 * so places lowered below what quotes hold go to the quotes sent first).
 */
export const heldSql = (dep: SQL, today: string, except?: number, before?: number) =>
  sql<number>`(${quotesHeldSql(dep, today, except, before)} + ${offersHeldSql(dep, except)})`;

/**
 * Places held on every departure that has any, in one pass over the open quotes and open offers
 * (each by its partial index): for lists of many departures.
 */
export const heldByDepartureSql = (today: string) => sql`(select h.departure_id, sum(h.travellers)::int as held from (
    select hq.departure_id, hq.travellers from quotes hq join bookings hb on hb.id = hq.booking_id
    where hq.state = 'open' and hq.departure_id is not null and hq.valid_until >= ${today}::date
      and hb.departure_id = hq.departure_id and ${quoteHoldingSql("hb", "hq")}
    union all
    select ho.departure_id, ho.travellers from waitlist_offers ho join bookings ob on ob.id = ho.booking_id
    where ho.ended_at is null and ob.departure_id = ho.departure_id and ob.status <> 'cancelled' and ob.waitlisted_at is not null and ob.erased_at is null
  ) h group by h.departure_id)`;

/**
 * The smallest group waiting in each departure's line without an offer: while it fits the places
 * left, those places belong to the line and the site shows the departure full. An erased booking
 * still marked in line (erased before erasure took it out) is offered nothing (offers.ts), so it
 * holds no places back.
 */
export const smallestWaitingSql = sql`(select sw.departure_id, min(coalesce(sw.waitlist_travellers, sw.group_size))::int as smallest from bookings sw
  where sw.waitlisted_at is not null and sw.status <> 'cancelled' and sw.departure_id is not null and sw.erased_at is null
    and not exists (select 1 from waitlist_offers so where so.booking_id = sw.id and so.ended_at is null)
  group by sw.departure_id)`;

/** The same for the one departure `dep` (an SQL expression), on its line's index. */
export const smallestWaitingOfSql = (dep: SQL) => sql<number | null>`(select min(coalesce(sw.waitlist_travellers, sw.group_size))::int from bookings sw
  where sw.departure_id = ${dep} and sw.waitlisted_at is not null and sw.status <> 'cancelled' and sw.erased_at is null
    and not exists (select 1 from waitlist_offers so where so.booking_id = sw.id and so.ended_at is null))`;

/** The booking holds an open offer on its departure (`b` is the booking's alias). */
export const openOfferSql = (b: string) => sql.raw(`(select wo.offered_until from waitlist_offers wo where wo.booking_id = ${b}.id and wo.ended_at is null
  and wo.departure_id = ${b}.departure_id and ${b}.waitlisted_at is not null and ${b}.status <> 'cancelled')`);

/** An offer of the booking lapsed (or was skipped) and it has not joined a line again since. */
export const offerLapsedSql = (b: string) => sql.raw(`(${b}.waitlisted_at is null and exists (select 1 from waitlist_offers lo
  where lo.booking_id = ${b}.id and lo.outcome in ('lapsed', 'skipped')
    and lo.id = (select max(lx.id) from waitlist_offers lx where lx.booking_id = ${b}.id)))`);
