import { sql } from "drizzle-orm";
import type { SqlQuery } from "../../db";

/**
 * Counts money_days' booked days in `timeZone` (DESK_TIMEZONE). Run as the server starts, after the
 * migrations and under their lock: when the zone is the one the days were counted in, nothing
 * happens; otherwise every accepted quote is counted again by its day in the new zone, with quotes
 * locked against acceptance meanwhile so none is counted twice or missed.
 */
export async function zoneMoneyDays(query: SqlQuery, timeZone: string): Promise<void> {
  const { rows } = await query("select time_zone from money_days_zone where id = 1");
  if ((rows[0] as { time_zone?: string } | undefined)?.time_zone === timeZone) return;
  await query("begin");
  try {
    await query("lock table quotes in share mode");
    await query(
      "insert into money_days_zone (id, time_zone) values (1, $1) on conflict (id) do update set time_zone = excluded.time_zone",
      [timeZone],
    );
    await query("update money_days set booked = 0 where booked <> 0");
    await query(`insert into money_days (day, booked, received)
      select money_booked_day(accepted_at), sum(total), 0 from quotes where state = 'accepted' and accepted_at is not null group by 1
      on conflict (day) do update set booked = excluded.booked`);
    await query("commit");
  } catch (err) {
    await query("rollback");
    throw err;
  }
}

/** Booked and received by month (YYYY-MM) of the days in [start, end). */
export function moneyByMonthSql(start: string, end: string) {
  return sql`select to_char(day, 'YYYY-MM') as month, sum(booked)::bigint as booked, sum(received)::bigint as received
    from money_days where day >= ${start}::date and day < ${end}::date group by 1`;
}
