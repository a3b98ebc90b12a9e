import { sql, type SQL } from "drizzle-orm";
import { overpaymentDueBy } from "@shared/money";
import type { Db } from "../../db";
import { allocationSql, coveringSql, earliestOwedSql } from "./allocation-sql";

/** The day a booking's owed refund is due by; null when no refund is owed or it was paid. */
export function refundDueBySql(booking: SQL): SQL {
  return sql`(
    select coalesce(c.refund_due_by, c."on") from cancellations c
    where c.booking_id = ${booking} and c.refund + c.flight_reimbursement > 0 and c.refund_paid_on is null
  )`;
}

/**
 * What a booking not cancelled was paid beyond its instalments (the quote's total and fees), less
 * what was already paid back of it: an overpayment the company owes back (0 when none). A booking
 * without instalments (no accepted quote) takes no payments, so it has none.
 */
export function overpaidSql(booking: SQL): SQL<number> {
  return sql<number>`(
    select greatest(0, ${coveringSql(booking)}
      - coalesce((select sum(i.amount) from instalments i where i.booking_id = ${booking} and i.replaced_at is null), 0))::int
    from bookings ob
    where ob.id = ${booking} and ob.status <> 'cancelled'
      and exists (select 1 from instalments i where i.booking_id = ${booking} and i.replaced_at is null)
      and not exists (select 1 from cancellations c where c.booking_id = ${booking})
  )`;
}

/** The ids as a table `ids(id)` to join the bookings' SQL helpers to, correlated on `ids.id`. */
function idsTable(ids: number[]): SQL {
  return sql`(values ${sql.join(ids.map((id) => sql`(${id}::int)`), sql`, `)}) ids(id)`;
}

/**
 * Sets the bookings' payment_due_on and refund_due_by, and what their instalments owe, from their
 * accounts as they now stand (inside the money change's transaction), in the same few statements
 * however many there are (none for none).
 */
export async function refreshMoneyDues(tx: Db, bookingIds: number[]): Promise<void> {
  const sorted = [...new Set(bookingIds)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  const ids = idsTable(sorted);
  const id = sql`ids.id`;
  const inIds = sql`(${sql.join(sorted.map((n) => sql`${n}::int`), sql`, `)})`;
  // The owed sums by due day (owed_days, migration 0020) that the delete and the insert below will
  // change, taken in one go and in day order: taken by each statement's trigger in turn, two money
  // changes moving instalments across each other's days could each wait for the other.
  await tx.execute(sql`select 1 from owed_days where day in (
      select due_date from instalment_owed where booking_id in ${inIds}
      union select due_date from instalments where booking_id in ${inIds} and replaced_at is null)
    order by day for update`);
  await tx.execute(sql`delete from instalment_owed where booking_id in ${inIds}`);
  // A cancelled booking owes nothing by its instalments: its settlement says what is owed.
  await tx.execute(sql`insert into instalment_owed (instalment_id, booking_id, due_date, owed)
    select a.id, a.booking_id, a.due_date, a.owed from ${ids} cross join lateral (${allocationSql(id)}) a
    where a.owed > 0 and not exists (select 1 from cancellations c where c.booking_id = ${id})`);
  // Payments fill the instalments in due order, so the earliest still owed is the one payment is due
  // on. An overpayment is a refund owed like any other (docs/decisions/account-after-a-change.md):
  // it is in Refunds owed, due 15 business days after the last payment (a rule of days SQL does not
  // know), so the same statement reads the bookings' overpayments (from the payments and
  // instalments, which the update leaves alone), and those owing one are updated after it.
  const over = (await tx.execute(sql`with due as (
      update bookings set payment_due_on = ${earliestOwedSql(id)}, refund_due_by = ${refundDueBySql(id)} from ${ids} where bookings.id = ${id})
    select ${id} as id, ${overpaidSql(id)} as owed,
      (select max(p.received_on)::text from payments p where p.booking_id = ${id} and p.voided_at is null) as last_paid
    from ${ids}`)) as unknown as { rows: { id: number; owed: number | null; last_paid: string | null }[] };
  const due = over.rows.filter((r) => Number(r.owed ?? 0) > 0 && r.last_paid).map((r) => sql`(${Number(r.id)}::int, ${overpaymentDueBy(r.last_paid!)}::date)`);
  if (due.length === 0) return;
  await tx.execute(sql`update bookings set refund_due_by = d.due from (values ${sql.join(due, sql`, `)}) d(id, due)
    where bookings.id = d.id and bookings.refund_due_by is null`);
}
