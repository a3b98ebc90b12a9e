import { sql, type SQL } from "drizzle-orm";
import type { Departure } from "@shared/schema/departures";
import { privateRoomsLeft } from "@shared/departures/rooms-minimum";
import type { Db } from "../../db";
import { quoteHoldingSql } from "./held-sql";

/*
 * A departure's private rooms (docs/decisions/private-rooms-and-minimum.md), counted where they are
 * needed as its places are: taken by the accepted quotes of its bookings that are not cancelled,
 * held by its sent quotes as their places are (open, not past validUntil, the booking on that
 * departure, not cancelled and not in line). Every count that decides is made under the departure's
 * row lock, the one every change of places takes first, so rooms never pass `privateRooms`.
 */

/** Why a quote or an acceptance could not have its private rooms; nothing changed. */
export type RoomsRefusal = { error: "rooms"; left: number; asked: number };

/** Rooms taken on the departure whose id is `dep` (an SQL expression). */
export const roomsTakenSql = (dep: SQL) => sql<number>`(select coalesce(sum(rq.private_rooms), 0)::int from bookings rb
  join quotes rq on rq.booking_id = rb.id and rq.state = 'accepted'
  where rb.departure_id = ${dep} and rb.status <> 'cancelled')`;

/**
 * Rooms held by sent quotes on the departure `dep` as of `today`, booking `except`'s own left out;
 * with `before`, only quotes sent before that one count.
 */
export const roomsHeldSql = (dep: SQL, today: string, except?: number, before?: number) => sql<number>`(select coalesce(sum(hq.private_rooms), 0)::int from quotes hq
  join bookings hb on hb.id = hq.booking_id
  where hq.departure_id = ${dep} and hq.state = 'open' and hq.private_rooms > 0 and hq.valid_until >= ${today}::date
    and hb.departure_id = ${dep} and ${quoteHoldingSql("hb", "hq")}
    ${except === undefined ? sql`` : sql`and hb.id <> ${except}`} ${before === undefined ? sql`` : sql`and hq.id < ${before}`})`;

/** Rooms taken and held on every departure that has any, in one pass: for lists of many departures. */
export const roomsByDepartureSql = (today: string) => sql`(select r.departure_id, sum(r.taken)::int as rooms_taken, sum(r.held)::int as rooms_held from (
    select rb.departure_id, rq.private_rooms as taken, 0 as held from quotes rq join bookings rb on rb.id = rq.booking_id
    where rq.state = 'accepted' and rq.private_rooms > 0 and rb.departure_id is not null and rb.status <> 'cancelled'
    union all
    select hq.departure_id, 0, hq.private_rooms from quotes hq join bookings hb on hb.id = hq.booking_id
    where hq.state = 'open' and hq.private_rooms > 0 and hq.departure_id is not null and hq.valid_until >= ${today}::date
      and hb.departure_id = hq.departure_id and ${quoteHoldingSql("hb", "hq")}
  ) r group by r.departure_id)`;

/** Rooms left on the departure for booking `except`, as they stand under the departure's lock (which the caller holds). */
async function roomsLeftFor(tx: Db, d: Departure, today: string, except: number, before?: number): Promise<number> {
  const res = (await tx.execute(sql`select ${roomsTakenSql(sql`${d.id}::int`)} as taken, ${roomsHeldSql(sql`${d.id}::int`, today, except, before)} as held`)) as unknown as {
    rows: { taken: number | string; held: number | string }[];
  };
  return privateRoomsLeft(d.privateRooms, Number(res.rows[0].taken), Number(res.rows[0].held));
}

/**
 * Inside a quote's transaction, once its departure is locked: the rooms asked for must be left,
 * counting the rooms other bookings' quotes hold (this booking's earlier quote is being replaced).
 */
export async function quoteRooms(tx: Db, departure: Departure | undefined, rooms: number, bookingId: number, today: string): Promise<RoomsRefusal | undefined> {
  if (rooms <= 0) return undefined;
  const left = departure ? await roomsLeftFor(tx, departure, today, bookingId) : 0;
  return rooms > left ? { error: "rooms", left, asked: rooms } : undefined;
}
