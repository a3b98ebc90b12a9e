import { sql, type SQL } from "drizzle-orm";

/*
 * A departure's counts, read where they are needed rather than stored (docs/decisions/departures-places.md):
 * `taken` is the travellers of its bookings whose quote is accepted and that are not cancelled.
 * Each reads the bookings of one departure on bookings_departure_idx, and their accepted quote on
 * quotes_accepted_idx.
 */

/** Places taken on the departure whose id is `dep` (an SQL expression). */
export const takenSql = (dep: SQL) => sql<number>`(select coalesce(sum(q.travellers), 0)::int from bookings tb
  join quotes q on q.booking_id = tb.id and q.state = 'accepted'
  where tb.departure_id = ${dep} and tb.status <> 'cancelled')`;

/*
 * An erased booking leaves its line when it is erased (erasure.ts); those erased before that rule
 * may still have `waitlisted_at`, and nobody is left to offer places to: the line's counts pass
 * them over, as the offers do (offers.ts).
 */

/** Waitlisted bookings of the departure that are not cancelled nor erased. */
export const waitingSql = (dep: SQL) => sql<number>`(select count(*)::int from bookings wb
  where wb.departure_id = ${dep} and wb.waitlisted_at is not null and wb.status <> 'cancelled' and wb.erased_at is null)`;

/** Every booking naming the departure. */
export const enquiriesSql = (dep: SQL) => sql<number>`(select count(*)::int from bookings eb where eb.departure_id = ${dep})`;

/** A booking is on its departure's waiting list (`b` is the booking's alias). */
export const waitingNowSql = (b: string) => sql.raw(`(${b}.waitlisted_at is not null and ${b}.status <> 'cancelled' and ${b}.erased_at is null)`);

/** The booking's place in line, 1 first; null when it is not waiting. */
export const waitlistPositionSql = (b: string) => sql`case when ${waitingNowSql(b)} then (select count(*)::int from bookings lw
  where lw.departure_id = ${sql.raw(`${b}.departure_id`)} and lw.waitlisted_at is not null and lw.status <> 'cancelled' and lw.erased_at is null
    and (lw.waitlisted_at, lw.id) <= (${sql.raw(`${b}.waitlisted_at`)}, ${sql.raw(`${b}.id`)})) end`;

/** The booking waits and holds an open offer of places on its departure (docs/decisions/places-held.md). */
export const placeFreeSql = (b: string) => sql`(${waitingNowSql(b)} and exists (select 1 from waitlist_offers pf
  where pf.booking_id = ${sql.raw(`${b}.id`)} and pf.ended_at is null and pf.departure_id = ${sql.raw(`${b}.departure_id`)}))`;

/**
 * Places taken on every departure that has any, in one pass over the accepted quotes (their partial
 * index) joined to their bookings: for lists of many departures, where a count per departure would
 * walk each departure's bookings in turn.
 */
export const takenByDepartureSql = sql`(select tb.departure_id, sum(q.travellers)::int as taken from quotes q
  join bookings tb on tb.id = q.booking_id
  where q.state = 'accepted' and tb.departure_id is not null and tb.status <> 'cancelled'
  group by tb.departure_id)`;
