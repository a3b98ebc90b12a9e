import { and, eq, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { departures, type Departure } from "@shared/schema/departures";
import { leftWithHolds, openToPublic, type DepartureBooking } from "@shared/departures";
import type { Db } from "../../db";
import { takenSql, waitingSql, waitlistPositionSql } from "./departure-sql";
import { heldSql, offerLapsedSql, openOfferSql, smallestWaitingOfSql } from "./held-sql";
import { onTheSiteSql } from "./on-the-site-sql";

/**
 * A departure the dialog may still book: one the site shows (open, starting after today, of a
 * published programme: on-the-site-sql.ts), with the places the public may book (`left`: none
 * while someone in line without an offer fits those free).
 */
export async function openDeparture(db: Db, id: number, today: string): Promise<(Departure & { taken: number; left: number }) | undefined> {
  const dep = sql`"departures"."id"`;
  const [row] = await db
    .select({
      d: departures,
      taken: takenSql(dep),
      held: heldSql(dep, today),
      smallest: smallestWaitingOfSql(dep),
    })
    .from(departures)
    .where(and(eq(departures.id, id), onTheSiteSql(`"departures"`, today)));
  if (!row) return undefined;
  const left = openToPublic(leftWithHolds(row.d.places, Number(row.taken), Number(row.held)), row.smallest === null ? null : Number(row.smallest));
  return { ...row.d, taken: Number(row.taken), left };
}

export async function waitlistPosition(db: Db, bookingId: number): Promise<number | null> {
  const res = (await db.execute(sql`select ${waitlistPositionSql("b")} as position from bookings b where b.id = ${bookingId}`)) as unknown as { rows: { position: number | null }[] };
  const position = res.rows[0]?.position;
  return position === null || position === undefined ? null : Number(position);
}

/** How many wait in the departure's line now. */
async function waitlistLength(db: Db, departureId: number): Promise<number> {
  const res = (await db.execute(sql`select ${waitingSql(sql`${departureId}::int`)} as n`)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/** The booking leaves its departure's waiting list (its quote there accepted, or moved to another departure). */
export async function leaveWaitlist(tx: Db, bookingId: number): Promise<void> {
  await tx.update(bookings).set({ waitlistedAt: null, waitlistTravellers: null }).where(eq(bookings.id, bookingId));
}

/**
 * A departure's bookings as its page in the desk lists them (docs/http-api.md, departures):
 * confirmed, quoted, the other enquiries naming it, then the waiting list in line order; cancelled
 * ones left out; an erased booking's open quote, which nobody can answer, and a quote released by a
 * lapsed or skipped offer, which holds nothing, listed as an enquiry.
 * `travellers` is the accepted or open quote's, else the group.
 */
export async function departureBookings(db: Db, departureId: number): Promise<DepartureBooking[]> {
  const res = (await db.execute(sql`
    select b.id, b.reference, b.status, b.created_at as "createdAt",
      case when b.erased_at is null then trim(b.first_name || ' ' || b.last_name) else '' end as name,
      case when a.travellers is not null then 'confirmed'
        when b.waitlisted_at is not null then 'waiting'
        when o.travellers is not null then 'quoted'
        else 'enquiry' end as stage,
      coalesce(a.travellers, b.waitlist_travellers, o.travellers, b.group_size)::int as travellers,
      ${waitlistPositionSql("b")} as "waitlistPosition",
      ${openOfferSql("b")} as "offeredUntil",
      ${offerLapsedSql("b")} as "offerLapsed"
    from bookings b
    left join quotes a on a.booking_id = b.id and a.state = 'accepted'
    left join lateral (select q.travellers from quotes q where q.booking_id = b.id and q.state = 'open' and q.released_at is null order by q.id desc limit 1) o on b.erased_at is null
    where b.departure_id = ${departureId} and b.status <> 'cancelled'
    order by case when a.travellers is not null then 0 when b.waitlisted_at is not null then 3 when o.travellers is not null then 1 else 2 end,
      b.waitlisted_at nulls first, b.created_at, b.id`)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows.map((r) => ({
    id: Number(r.id),
    reference: String(r.reference),
    name: String(r.name),
    status: String(r.status),
    stage: r.stage as DepartureBooking["stage"],
    travellers: Number(r.travellers),
    waitlistPosition: r.waitlistPosition === null ? null : Number(r.waitlistPosition),
    placeFree: r.offeredUntil !== null,
    offeredUntil: r.offeredUntil === null ? null : new Date(r.offeredUntil as string).toISOString(),
    offerLapsed: Boolean(r.offerLapsed),
    createdAt: new Date(r.createdAt as string).toISOString(),
  }));
}

/** The departure side of the bookings: the dialog's check, the waiting list on enquiry, a departure's bookings. */
export function departureBookingStorage(db: Db) {
  return {
    openDeparture: (id: number, today: string) => openDeparture(db, id, today),
    waitlistLength: (departureId: number) => waitlistLength(db, departureId),
    waitlistPosition: (bookingId: number) => waitlistPosition(db, bookingId),
    departureBookings: (departureId: number) => departureBookings(db, departureId),
  };
}
