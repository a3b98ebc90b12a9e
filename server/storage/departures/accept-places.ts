import { sql } from "drizzle-orm";
import type { Booking } from "@shared/schema/bookings";
import { leftWithHolds } from "@shared/departures";
import { privateRoomsLeft } from "@shared/departures/rooms-minimum";
import type { Db } from "../../db";
import { executePrepared } from "../raw";
import { takenSql } from "./departure-sql";
import { heldSql } from "./held-sql";
import { roomsHeldSql, roomsTakenSql, type RoomsRefusal } from "./private-rooms";
import { offerFreePlaces, type PlacesAt } from "./offers";
import type { DepartureQuoteRefusal } from "./quote-places";

type Row = {
  status: string | null;
  places: number;
  private_rooms: number;
  taken: number | string;
  held: number | string;
  held_all: number | string;
  rooms_taken: number | string;
  rooms_held: number | string;
  accepted: boolean;
};

/**
 * Inside the acceptance's transaction, its departures and then its booking locked
 * (lockBookingForPlaces): whether the quote's travellers and private rooms fit, and their taking, in
 * one statement, so the departure's lock is held for as little as can be. The places left count
 * those taken, open offers and the quotes sent before this one (an acceptance yields to earlier
 * quotes only); the rooms likewise. When both fit, the quote is accepted and the booking leaves the
 * line, its offer taken up ("quoted"), on the quote's departure. When the places don't, the booking
 * joins that departure's line, keeping its place if it had one, and what its quote held goes to the
 * line. When the rooms don't, nothing changes. Answers undefined once the quote is accepted.
 * A quote without a departure is accepted with no count.
 */
export async function acceptWithPlaces(
  tx: Db,
  booking: Pick<Booking, "id" | "waitlistedAt">,
  quote: { id: number; departureId: number | null; travellers: number; privateRooms: number },
  at: PlacesAt,
  acceptedAt: Date,
): Promise<DepartureQuoteRefusal | RoomsRefusal | undefined> {
  if (quote.departureId === null) {
    await tx.execute(sql`update quotes set state = 'accepted', accepted_at = ${acceptedAt.toISOString()}::timestamptz where id = ${quote.id}`);
    return undefined;
  }
  // From the line (its quote holding nothing), the line's first are offered the free places first.
  if (booking.waitlistedAt !== null) await offerFreePlaces(tx, quote.departureId, at);
  const dep = sql`${quote.departureId}::int`;
  const fits = sql`(v.status is not null and v.status <> 'cancelled' and v.rooms_fit and v.places_fit)`;
  const [r] = await executePrepared<Row>(tx, sql`with c as (
      select d.status, d.places, d.private_rooms, ${takenSql(dep)} as taken, ${heldSql(dep, at.today, booking.id, quote.id)} as held,
        ${heldSql(dep, at.today, booking.id)} as held_all, ${roomsTakenSql(dep)} as rooms_taken, ${roomsHeldSql(dep, at.today, booking.id, quote.id)} as rooms_held
      from (select 1) one left join departures d on d.id = ${dep}),
    v as (select c.*, (${quote.privateRooms}::int = 0 or c.private_rooms - c.rooms_taken - c.rooms_held >= ${quote.privateRooms}::int) as rooms_fit,
        (c.places - c.taken - c.held >= ${quote.travellers}::int) as places_fit from c),
    q as (update quotes set state = 'accepted', accepted_at = ${acceptedAt.toISOString()}::timestamptz
      where id = ${quote.id} and (select ${fits} from v v) returning id),
    o as (update waitlist_offers set ended_at = ${at.now.toISOString()}::timestamptz, outcome = 'quoted'
      where booking_id = ${booking.id} and ended_at is null and exists (select 1 from q) returning id),
    b as (update bookings set departure_id = ${dep},
        waitlisted_at = case when exists (select 1 from q) then null else coalesce(waitlisted_at, date_trunc('milliseconds', now())) end,
        waitlist_travellers = case when exists (select 1 from q) then null else ${quote.travellers}::int end
      where id = ${booking.id} and (select v.status is not null and v.status <> 'cancelled' and v.rooms_fit from v v) returning id)
    select v.status, v.places, v.private_rooms, v.taken, v.held, v.held_all, v.rooms_taken, v.rooms_held, exists (select 1 from q) as accepted
    from v`);
  if (r.status === null) return { error: "no-departure" };
  if (r.status === "cancelled") return { error: "departure-closed", message: "The departure is cancelled" };
  if (r.accepted) return undefined;
  const roomsLeft = privateRoomsLeft(Number(r.private_rooms), Number(r.rooms_taken), Number(r.rooms_held));
  if (quote.privateRooms > 0 && quote.privateRooms > roomsLeft) return { error: "rooms", left: roomsLeft, asked: quote.privateRooms };
  const left = leftWithHolds(Number(r.places), Number(r.taken), Number(r.held));
  // Its quote holds nothing from the line: what it held goes to those in line, when any is free.
  if (leftWithHolds(Number(r.places), Number(r.taken), Number(r.held_all)) > 0) await offerFreePlaces(tx, quote.departureId, at);
  return { error: "full", left, travellers: quote.travellers };
}
