import { sql, type SQL } from "drizzle-orm";
import type { Day } from "@shared/money";

/**
 * The current instalments whose due date is in [from, to], each with what is still owed on it, in
 * SQL: payments (voided ones excepted) fill a booking's instalments in due order (due date, then
 * the order they were added), so an instalment's covered part is the booking's paid total less
 * the instalments before it, between 0 and its amount. The window sum runs over every current
 * instalment of the bookings that have one in range, since what came before counts. The same
 * allocation as accountStatus (tests/api/money/instalment-states.test.ts checks them against each
 * other on random schedules). Columns: id, booking_id, label, kind, amount, due_date, created_at, owed.
 */
export function owedInstalmentsSql(from: Day, to: Day): SQL {
  return sql`(
    with in_range as (
      select distinct booking_id from instalments
      where replaced_at is null and due_date between ${from}::date and ${to}::date
    ),
    running as (
      select i.id, i.booking_id, i.label, i.kind, i.amount, i.due_date, i.created_at,
        sum(i.amount) over (partition by i.booking_id order by i.due_date, i.id) as upto
      from instalments i join in_range r on r.booking_id = i.booking_id
      where i.replaced_at is null
    )
    select r.id, r.booking_id, r.label, r.kind, r.amount, r.due_date, r.created_at,
      (r.amount - least(r.amount, greatest(0, coalesce(p.paid, 0) - (r.upto - r.amount))))::int as owed
    from running r
    left join lateral (
      select sum(amount)::int as paid from payments where booking_id = r.booking_id and voided_at is null
    ) p on true
    where r.due_date between ${from}::date and ${to}::date
  )`;
}
