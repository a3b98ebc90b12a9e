import { sql } from "drizzle-orm";
import { paymentReminders } from "@shared/schema/money";
import { addDays, type Day } from "@shared/money";
import type { ReminderKind } from "@shared/money/payment-mail-kinds";
import type { Db } from "../../db";
import { queuePaymentMail } from "./money-record";
import { fallsDueOnSql, inDueWindowSql } from "./due-window-sql";

/** An overdue reminder not sent within this many days of becoming overdue (the server was down) is not sent late. */
const OVERDUE_REACH_DAYS = 30;

interface Due {
  id: number;
  booking_id: number;
  reference: string;
  email: string;
  kind: ReminderKind;
}

/** The visitor's payment reminders: 7 days before each instalment's due date, and when it becomes overdue. */
export function reminderStorage(db: Db) {
  return {
    /**
     * Queues each reminder that is due today and was never sent: `due-soon` from 7 days before the
     * due date until it, for an instalment that was at least 7 days away when it was added (a
     * deposit or a fee due at once is announced by its own e-mail); `overdue` from the day after
     * the grace. Never for what is paid (by the same allocation as accountStatus), a cancelled
     * booking or an erased one. A reminder's row and its e-mail are written together, and only by
     * the transaction whose insert made the row: however many processes tick at once, each goes
     * once. Answers how many were queued.
     */
    async queuePaymentReminders(today: Day, timeZone: string, domain: string): Promise<number> {
      return db.transaction(async (tx) => {
        const overdue = inDueWindowSql(sql`o.due_date`, today, "overdue");
        // Due or overdue today, and not yet overdue on the day the reach began.
        const inReach = sql`${inDueWindowSql(sql`o.due_date`, today, "overdue", "due")}
          and ${inDueWindowSql(sql`o.due_date`, addDays(today, -OVERDUE_REACH_DAYS), "due", "upcoming")}`;
        // What is owed comes from instalment_owed (kept with every money change by the same
        // allocation as accountStatus; a cancelled booking has none), read on its days' index:
        // allocating every payment of every booking in reach again at each tick cost the database
        // more than the desk's requests did in a season of late payers. Reminders already sent are
        // left out here, not only by the insert's conflict: the tick runs every 30 s in every process.
        const res = (await tx.execute(sql`
          select d.* from (
            select o.instalment_id as id, o.booking_id, b.reference, b.email, o.due_date,
              case when ${overdue} then 'overdue' else 'due-soon' end as kind
            from instalment_owed o
            join instalments i on i.id = o.instalment_id
            join bookings b on b.id = o.booking_id
            where ${inReach}
              and b.status <> 'cancelled' and b.erased_at is null
              and not exists (select 1 from cancellations c where c.booking_id = b.id)
              and (${overdue}
                or (o.due_date >= ${today}::date and (i.created_at at time zone ${timeZone})::date <= ${fallsDueOnSql(sql`o.due_date`)}))
          ) d
          where not exists (select 1 from payment_reminders pr where pr.instalment_id = d.id and pr.kind = d.kind)
          order by d.due_date, d.id`)) as unknown as { rows: Due[] };
        if (res.rows.length === 0) return 0;
        const inserted = await tx
          .insert(paymentReminders)
          .values(res.rows.map((r) => ({ instalmentId: r.id, kind: r.kind })))
          .onConflictDoNothing()
          .returning({ instalmentId: paymentReminders.instalmentId, kind: paymentReminders.kind });
        const due = new Map(res.rows.map((r) => [`${r.id}-${r.kind}`, r]));
        for (const sent of inserted) {
          const r = due.get(`${sent.instalmentId}-${sent.kind}`)!;
          await queuePaymentMail(tx, { id: r.booking_id, reference: r.reference, email: r.email }, "payment-reminder", { instalmentId: r.id, reminder: r.kind }, domain, `${r.id}-${r.kind}`);
        }
        return inserted.length;
      });
    },
  };
}
