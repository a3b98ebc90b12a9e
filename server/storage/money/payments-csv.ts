import { sql } from "drizzle-orm";
import type { Day } from "@shared/money";
import type { MoneyCsvEntry } from "@shared/money/money-csv";
import type { Db } from "../../db";

interface Row {
  kind: "payment" | "refund";
  ord: number;
  id: number;
  on: string;
  amount: number;
  method: string;
  reference: string | null;
  note: string | null;
  voided_at: string | Date | null;
  void_reason: string | null;
  recorded_by: string | null;
  recorded_at: string | Date | null;
  booking_reference: string;
  first_name: string;
  last_name: string;
}

const at = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

/**
 * Every movement of money of a period in one order (day, payments before refunds, id): payments
 * received (voided ones too), a cancellation's refund and an overpayment paid back on the day paid.
 * A cancellation's refund is numbered by its booking's id: it has no row of its own.
 */
function entriesSql(from: Day, to: Day, after: { on: Day; ord: number; id: number } | undefined, batch: number) {
  return sql`select * from (
      select 'payment' as kind, 0 as ord, p.id, p.received_on::text as "on", p.amount, p.method, p.reference, p.note,
        p.voided_at, p.void_reason, p.recorded_by, p.created_at as recorded_at, b.reference as booking_reference, b.first_name, b.last_name
      from payments p join bookings b on b.id = p.booking_id
      where p.received_on between ${from}::date and ${to}::date
      union all
      select 'refund', 1, c.booking_id, c.refund_paid_on::text, c.refund + c.flight_reimbursement, c.refund_method, c.refund_reference, null,
        null, null, c.refund_recorded_by, null, b.reference, b.first_name, b.last_name
      from cancellations c join bookings b on b.id = c.booking_id
      where c.refund_paid_on between ${from}::date and ${to}::date and c.refund + c.flight_reimbursement > 0
      union all
      select 'refund', 2, r.id, r.paid_on::text, r.amount, r.method, r.reference, 'Overpayment paid back',
        null, null, r.recorded_by, r.created_at, b.reference, b.first_name, b.last_name
      from overpayment_refunds r join bookings b on b.id = r.booking_id
      where r.paid_on between ${from}::date and ${to}::date
    ) e
    ${after ? sql`where (e."on", e.ord, e.id) > (${after.on}::text, ${after.ord}::int, ${after.id}::int)` : sql``}
    order by e."on", e.ord, e.id
    limit ${batch}`;
}

/** The payments and refunds of a period for the accountant. */
export function paymentsCsvStorage(db: Db) {
  return {
    /** Every payment received and refund paid from `from` to `to`, by day, in batches. */
    async *iterateMoneyEntries(from: Day, to: Day, batch = 500): AsyncGenerator<MoneyCsvEntry> {
      let after: { on: Day; ord: number; id: number } | undefined;
      for (;;) {
        const res = (await db.execute(entriesSql(from, to, after, batch))) as unknown as { rows: Row[] };
        for (const r of res.rows) {
          yield {
            kind: r.kind,
            id: Number(r.id),
            on: r.on,
            amount: Number(r.amount),
            method: r.method,
            reference: r.reference,
            note: r.note,
            voidedAt: at(r.voided_at),
            voidReason: r.void_reason,
            recordedBy: r.recorded_by,
            recordedAt: at(r.recorded_at),
            bookingReference: r.booking_reference,
            name: `${r.first_name} ${r.last_name}`.trim(),
          };
        }
        if (res.rows.length < batch) return;
        const last = res.rows[res.rows.length - 1];
        after = { on: last.on, ord: Number(last.ord), id: Number(last.id) };
      }
    },
  };
}
