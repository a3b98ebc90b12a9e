import { sql } from "drizzle-orm";
import { addMonths, type Day } from "@shared/money";
import type { DepartureMonth } from "@shared/departures";
import type { Db } from "../../db";
import { takenSql, waitingSql } from "./departure-sql";

/** How many months Insights → Departures covers, the desk's month first. */
export const DEPARTURE_MONTHS = 12;

type Row = { month: string; departures: number | string; places: number | string; taken: number | string; waiting: number | string; accepted: number | string };

/**
 * Insights → Departures: for each month from `today`'s for DEPARTURE_MONTHS, the departures starting
 * in it (cancelled ones were never sold, so they are left out), their places and places taken, the
 * bookings waiting in their lines, and
 * the accepted quotes' total of their bookings (cancelled bookings' too are left out, as `taken` leaves them).
 */
export async function departureMonths(db: Db, today: Day): Promise<DepartureMonth[]> {
  const first = `${today.slice(0, 7)}-01`;
  const end = addMonths(first, DEPARTURE_MONTHS);
  const res = (await db.execute(sql`select to_char(d.start_date, 'YYYY-MM') as month,
      count(*)::int as departures, coalesce(sum(d.places), 0)::int as places,
      coalesce(sum(${takenSql(sql`d.id`)}), 0)::int as taken,
      coalesce(sum(${waitingSql(sql`d.id`)}), 0)::int as waiting,
      coalesce(sum((select coalesce(sum(q.total), 0) from bookings ab
        join quotes q on q.booking_id = ab.id and q.state = 'accepted'
        where ab.departure_id = d.id and ab.status <> 'cancelled')), 0)::bigint as accepted
    from departures d
    where d.status <> 'cancelled' and d.start_date >= ${first}::date and d.start_date < ${end}::date
    group by 1`)) as unknown as { rows: Row[] };
  const byMonth = new Map(res.rows.map((r) => [r.month, r]));
  return Array.from({ length: DEPARTURE_MONTHS }, (_, i) => {
    const month = addMonths(first, i).slice(0, 7);
    const r = byMonth.get(month);
    const places = Number(r?.places ?? 0);
    const taken = Number(r?.taken ?? 0);
    return {
      month,
      departures: Number(r?.departures ?? 0),
      places,
      taken,
      full: places === 0 ? 0 : Math.round((taken * 100) / places),
      waiting: Number(r?.waiting ?? 0),
      accepted: Number(r?.accepted ?? 0),
    };
  });
}
