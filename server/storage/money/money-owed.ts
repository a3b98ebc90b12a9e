import { sql } from "drizzle-orm";
import { addDays, GRACE_DAYS, type Day, type MoneyOwed } from "@shared/money";
import type { Db } from "../../db";

/**
 * What the listed bookings owe either way on `today`: the unpaid part of their instalments
 * overdue, and of those due or overdue (payments fill instalments in due order, as accountStatus),
 * and a cancellation's refund not yet paid. Only for the rows of one page.
 */
export function moneyOwedStorage(db: Db) {
  return {
    async moneyOwed(ids: number[], today: Day): Promise<Map<number, MoneyOwed>> {
      const owed = new Map<number, MoneyOwed>();
      if (ids.length === 0) return owed;
      const list = sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      );
      const res = (await db.execute(sql`
        with running as (
          select i.booking_id, i.amount, i.due_date,
            sum(i.amount) over (partition by i.booking_id order by i.due_date, i.id) as upto
          from instalments i where i.booking_id in (${list}) and i.replaced_at is null
        ),
        paid as (
          select booking_id, sum(amount) as paid from payments
          where booking_id in (${list}) and voided_at is null group by booking_id
        ),
        owing as (
          select r.booking_id,
            coalesce(sum(least(r.amount, greatest(0, r.upto - coalesce(p.paid, 0)))) filter (where r.due_date < ${addDays(today, -GRACE_DAYS)}::date), 0)::int as overdue,
            coalesce(sum(least(r.amount, greatest(0, r.upto - coalesce(p.paid, 0)))) filter (where r.due_date <= ${addDays(today, GRACE_DAYS)}::date), 0)::int as due
          from running r left join paid p on p.booking_id = r.booking_id
          group by r.booking_id
        )
        select b.id, coalesce(o.overdue, 0) as overdue, coalesce(o.due, 0) as due,
          coalesce((select c.refund + c.flight_reimbursement from cancellations c where c.booking_id = b.id and c.refund_paid_on is null), 0)::int as refund
        from bookings b left join owing o on o.booking_id = b.id
        where b.id in (${list})`)) as unknown as { rows: { id: number; overdue: number; due: number; refund: number }[] };
      for (const r of res.rows) owed.set(Number(r.id), { overdue: Number(r.overdue), due: Number(r.due), refund: Number(r.refund) });
      return owed;
    },
  };
}
