import { sql } from "drizzle-orm";
import type { Day } from "@shared/money";
import type { Db } from "../../db";
import type { DigestPayment } from "@shared/digest-content";
import { oneLine } from "@shared/one-line";
import { owedInstalmentsSql } from "./allocation-sql";
import { inDueWindowSql } from "./due-window-sql";

/**
 * The instalments still owed on a person's bookings that are `due` (within 7 days of the due date)
 * or `overdue` today, by the same allocation as accountStatus; cancelled and erased bookings left out.
 */
export async function digestPayments(db: Db, userId: number, today: Day, limit: number): Promise<DigestPayment[]> {
  const res = (await db.execute(sql`
    select b.id, b.reference, b.first_name, b.last_name, s.label, s.owed, s.due_date::text as due_date, s.state
    from ${owedInstalmentsSql(today)} s
    join bookings b on b.id = s.booking_id
    where ${inDueWindowSql(sql`s.due_date`, today, "overdue", "due")} and b.assignee_id = ${userId} and b.status <> 'cancelled' and b.erased_at is null and b.suspect is null
      and not exists (select 1 from cancellations c where c.booking_id = b.id)
    order by s.due_date, s.id
    limit ${limit}`)) as unknown as { rows: { id: number; reference: string; first_name: string; last_name: string; label: string; owed: number; due_date: string; state: string }[] };
  return res.rows.map((r) => ({
    id: Number(r.id),
    reference: r.reference,
    name: oneLine(`${r.first_name} ${r.last_name}`, 80),
    label: r.label,
    owed: Number(r.owed),
    dueDate: r.due_date,
    overdue: r.state === "overdue",
  }));
}
