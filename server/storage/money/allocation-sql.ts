import { sql, type SQL } from "drizzle-orm";
import type { Day } from "@shared/money";
import { dueWindowOfSql } from "./due-window-sql";

/*
 * accountStatus's allocation in SQL, written once: payments fill a booking's current instalments in
 * due order (due date, then the order they were added). `allocationSql` works it out from the
 * payments; the money storage stores what each instalment still owes from it (instalment_owed, with
 * every money change, money-due-sql.ts), and everything else reads those stored amounts.
 * tests/api/money/allocation-sql.test.ts checks both against accountStatus on random accounts.
 */

/** What a booking's payments not voided add up to (0 for none). `booking` is the SQL naming its id. */
export function paidSql(booking: SQL): SQL<number> {
  return sql<number>`coalesce((select sum(p.amount) from payments p where p.booking_id = ${booking} and p.voided_at is null), 0)`;
}

/** What counts as paid towards the instalments: what an overpayment paid back no longer does, as in the account. */
export function coveringSql(booking: SQL): SQL<number> {
  return sql<number>`(${paidSql(booking)} - coalesce((select sum(r.amount) from overpayment_refunds r where r.booking_id = ${booking}), 0))`;
}

/**
 * Each current instalment of the booking with what payments cover of it: the paid total less the
 * instalments before it, between 0 and its amount. Columns: id, booking_id, due_date, amount,
 * paid, owed (amount − paid).
 */
export function allocationSql(booking: SQL): SQL {
  return sql`
    select a.id, a.booking_id, a.due_date, a.amount, a.paid, (a.amount - a.paid)::int as owed
    from (
      select r.id, r.booking_id, r.due_date, r.amount,
        least(r.amount, greatest(0, c.covering - (r.upto - r.amount)))::int as paid
      from (
        select i.id, i.booking_id, i.due_date, i.amount, sum(i.amount) over (order by i.due_date, i.id) as upto
        from instalments i where i.booking_id = ${booking} and i.replaced_at is null
      ) r
      cross join (select ${coveringSql(booking)} as covering) c
    ) a`;
}

/**
 * The instalments still owed as stored (instalment_owed: none of a cancelled booking, whose
 * settlement says what is owed), each with its label and its due window on `asOf`
 * ("upcoming" | "due" | "overdue"). Columns: id, booking_id, label, amount, due_date, owed, state.
 * A filter on `due_date` outside reaches instalment_owed's index on its days.
 */
export function owedInstalmentsSql(asOf: Day): SQL {
  return sql`(
    select o.instalment_id as id, o.booking_id, i.label, i.amount, o.due_date, o.owed, ${dueWindowOfSql(sql`o.due_date`, asOf)} as state
    from instalment_owed o join instalments i on i.id = o.instalment_id
  )`;
}

/** The due date of the booking's earliest instalment still owed, as stored; null when none is. */
export function earliestOwedSql(booking: SQL): SQL {
  return sql`(select min(o.due_date) from instalment_owed o where o.booking_id = ${booking})`;
}
