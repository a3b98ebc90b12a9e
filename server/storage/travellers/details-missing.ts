import { asc, sql, type SQL } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { addDays, type Day } from "@shared/money";
import { completeCountSql, currentStartSql } from "./trip-sql";

/** How far ahead **Details missing** looks: trips starting within this many days. */
export const DETAILS_MISSING_DAYS = 45;

/**
 * The view `details-missing`: accepted bookings, not cancelled, starting between today and 45 days
 * on, that lack a complete traveller or the insurance.
 */
export function detailsMissingSql(today: Day): SQL {
  return sql`select b.id from bookings b
    join quotes q on q.booking_id = b.id and q.state = 'accepted'
    where b.status <> 'cancelled' and b.erased_at is null
      and not exists (select 1 from cancellations c where c.booking_id = b.id)
      and ${currentStartSql} between ${today}::date and ${addDays(today, DETAILS_MISSING_DAYS)}::date
      and (${completeCountSql} < q.travellers or not exists (select 1 from booking_insurance i where i.booking_id = b.id))`;
}

/** Earliest start first (the trip's dates now), then by booking. */
export const tripStartOrder = [
  asc(sql`(select coalesce((select dc.to_start from date_changes dc where dc.booking_id = ${bookings.id} order by dc.id desc limit 1), q.start_date)
    from quotes q where q.booking_id = ${bookings.id} and q.state = 'accepted')`),
  asc(bookings.id),
];
