import { sql } from "drizzle-orm";
import { addDays } from "@shared/money";
import { DECIDE_DAYS_BEFORE, DECIDE_SOON_DAYS } from "@shared/departures/rooms-minimum";
import type { DigestDeparture } from "@shared/digest-content";
import type { Db } from "../../db";
import { takenSql } from "./departure-sql";

/**
 * The morning digest's departures to decide (docs/decisions/private-rooms-and-minimum.md): not
 * cancelled, not started, with a minimum their places taken have not reached, whose day to decide
 * (its own `decide_by`, else 45 days before the start) is within DECIDE_SOON_DAYS of `today` or
 * already past; the soonest to decide first.
 */
export async function departuresToDecide(db: Db, today: string, limit: number): Promise<DigestDeparture[]> {
  const res = (await db.execute(sql`select * from (
      select d.id, d.programme, d.start_date::text as "startDate", d.end_date::text as "endDate", d.minimum,
        coalesce(d.decide_by, d.start_date - ${DECIDE_DAYS_BEFORE}::int)::text as "decideBy",
        ${takenSql(sql`d.id`)} as taken
      from departures d
      where d.status <> 'cancelled' and d.minimum is not null and d.start_date > ${today}::date
        and coalesce(d.decide_by, d.start_date - ${DECIDE_DAYS_BEFORE}::int) <= ${addDays(today, DECIDE_SOON_DAYS)}::date
    ) x where x.taken < x.minimum
    order by x."decideBy", x."startDate", x.id
    limit ${limit}`)) as unknown as { rows: (Omit<DigestDeparture, "taken" | "minimum"> & { taken: number | string; minimum: number | string })[] };
  return res.rows.map((r) => ({ ...r, taken: Number(r.taken), minimum: Number(r.minimum) }));
}
