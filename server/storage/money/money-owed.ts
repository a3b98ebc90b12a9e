import { sql } from "drizzle-orm";
import type { Day, MoneyOwed } from "@shared/money";
import type { Db } from "../../db";
import { overpaidSql } from "./money-due-sql";
import { inDueWindowSql } from "./due-window-sql";

/**
 * What the listed bookings owe either way on `today`: the unpaid part of their instalments
 * overdue, and of those due or overdue (instalment_owed, kept by the allocation of accountStatus),
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
        select b.id,
          coalesce((select sum(o.owed) from instalment_owed o where o.booking_id = b.id and ${inDueWindowSql(sql`o.due_date`, today, "overdue")}), 0)::int as overdue,
          coalesce((select sum(o.owed) from instalment_owed o where o.booking_id = b.id and ${inDueWindowSql(sql`o.due_date`, today, "overdue", "due")}), 0)::int as due,
          coalesce((select c.refund + c.flight_reimbursement from cancellations c where c.booking_id = b.id and c.refund_paid_on is null), ${overpaidSql(sql`b.id`)}, 0)::int as refund
        from bookings b
        where b.id in (${list})`)) as unknown as { rows: { id: number; overdue: number; due: number; refund: number }[] };
      for (const r of res.rows) owed.set(Number(r.id), { overdue: Number(r.overdue), due: Number(r.due), refund: Number(r.refund) });
      return owed;
    },
  };
}
