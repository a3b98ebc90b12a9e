import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { instalments, payments } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import { accountStatus, addDays, dueWindow, GRACE_DAYS, type Day, type DueWindow } from "@shared/money";
import { DB_KINDS } from "../../support/database";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import type { Db } from "../../../server/db";
import { allocationSql, owedInstalmentsSql } from "../../../server/storage/money/allocation-sql";
import { dueWindowOfSql, inDueWindowSql } from "../../../server/storage/money/due-window-sql";
import { overpaidSql, refreshMoneyDues } from "../../../server/storage/money/money-due-sql";

const NOW = new Date("2027-03-01T06:00:00Z");
const BASE: Day = "2027-03-01";

/** Accounts per transaction, and transactions: 300 accounts in all. */
const BATCH = 10;
const RUNS = 30;

type Rows<T> = { rows: T[] };
type Allocated = { n: number; paid: number; owed: number; stored: number | null; state: DueWindow | null; due_on: string | null; overpaid: number };

/** Every run of windows that follow each other, which is what inDueWindowSql takes. */
const WINDOW_RUNS: DueWindow[][] = [["overdue"], ["due"], ["upcoming"], ["overdue", "due"], ["due", "upcoming"], ["overdue", "due", "upcoming"]];

/** A random account: its schedule in the order it was added, its payments, what was paid back of an overpayment, and the day it is read on. */
const accounts = fc
  .record({
    schedule: fc.array(fc.record({ amount: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constant(10_000)), offset: fc.integer({ min: -40, max: 40 }) }), { minLength: 1, maxLength: 6 }),
    payments: fc.array(fc.record({ amount: fc.oneof(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 100_000, max: 400_000 })), voided: fc.boolean() }), { maxLength: 5 }),
    refunded: fc.option(fc.integer({ min: 1, max: 80_000 }), { freq: 3 }),
    // The day read on: anywhere, or on and either side of a due window's ends for one of the instalments.
    asOf: fc.oneof(fc.integer({ min: -60, max: 60 }), fc.constantFrom(-GRACE_DAYS - 1, -GRACE_DAYS, -GRACE_DAYS + 1, GRACE_DAYS - 1, GRACE_DAYS, GRACE_DAYS + 1)),
    pick: fc.nat(),
  })
  .map((a) => {
    const due = (o: number) => addDays(BASE, o);
    const pivot = a.schedule[a.pick % a.schedule.length].offset;
    const nearEnd = a.asOf >= -GRACE_DAYS - 1 && a.asOf <= GRACE_DAYS + 1 && Math.abs(a.asOf) >= GRACE_DAYS - 1;
    return {
      schedule: a.schedule.map((s, i) => ({ label: `I${i + 1}`, percent: 1, amount: s.amount, dueDate: due(s.offset) })),
      payments: a.payments,
      refunded: a.refunded,
      asOf: due(nearEnd ? pivot + a.asOf : a.asOf),
    };
  });

describe.each(DB_KINDS)("the allocation in SQL against accountStatus on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);

  it("when schedules, payments (some voided, some overpaying, some paid back) and the day are random, then each instalment's paid, owed and state in SQL are accountStatus's, and so are the day payment is due on and the overpayment", async () => {
    const booked: Awaited<ReturnType<typeof acceptedBooking>>[] = [];
    for (let i = 0; i < BATCH; i++) booked.push(await acceptedBooking(app.t, { firstName: `Prop${i}`, total: 1, startDate: "2027-06-01", acceptedOn: "2027-02-20" }));
    const ids = booked.map((b) => b.booking.id);
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(accounts, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        // A batch of accounts, one per booking, written and read in one transaction: the statements are what takes the time.
        const got = await app.db.transaction(async (tx) => {
          await tx.delete(instalments).where(inArray(instalments.bookingId, ids));
          await tx.delete(payments).where(inArray(payments.bookingId, ids));
          await tx.delete(overpaymentRefunds).where(inArray(overpaymentRefunds.bookingId, ids));
          // Added in schedule order, so the ids break ties between equal due dates as the schedule's order does.
          await tx.insert(instalments).values(batch.flatMap((a, i) => a.schedule.map((s) => ({ bookingId: ids[i], quoteId: booked[i].quoteId, kind: "schedule", ...s, createdBy: "test" }))));
          const paid = batch.flatMap((a, i) => a.payments.map((p) => ({ bookingId: ids[i], amount: p.amount, receivedOn: BASE, method: "cash", recordedBy: "test", voidedAt: p.voided ? NOW : null })));
          if (paid.length > 0) await tx.insert(payments).values(paid);
          const back = batch.flatMap((a, i) => (a.refunded ? [{ bookingId: ids[i], amount: a.refunded, paidOn: BASE, method: "cash", recordedBy: "test" }] : []));
          if (back.length > 0) await tx.insert(overpaymentRefunds).values(back);
          for (const id of ids) await refreshMoneyDues(tx as unknown as Db, [id]);
          // What the allocation works out, what was stored of it with the owed instalments' states on each account's day, and the booking's figures.
          const each = batch.map((a, i) => {
            const id = sql`${ids[i]}::int`;
            return sql`(select ${i}::int as n, a.paid, a.owed, s.owed as stored, s.state, b.payment_due_on::text as due_on, ${overpaidSql(id)} as overpaid
              from (${allocationSql(id)}) a
              left join ${owedInstalmentsSql(a.asOf)} s on s.id = a.id
              cross join bookings b
              where b.id = ${id}
              order by a.due_date, a.id)`;
          });
          const res = (await tx.execute(sql.join(each, sql` union all `))) as unknown as Rows<Allocated>;
          return res.rows;
        });
        batch.forEach((account, i) => {
          const rows = got.filter((r) => Number(r.n) === i);
          const status = accountStatus({
            instalments: account.schedule,
            payments: [...account.payments, ...(account.refunded ? [{ amount: -account.refunded, voided: false }] : [])],
            today: account.asOf,
          });
          expect(rows.map((r) => ({ paid: Number(r.paid), owed: Number(r.owed), stored: Number(r.stored ?? 0), state: r.state ?? "paid" }))).toEqual(
            status.schedule.map((s) => ({ paid: s.paid, owed: s.amount - s.paid, stored: s.amount - s.paid, state: s.state })),
          );
          expect(rows[0]?.due_on ?? null).toBe(status.nextDue?.dueDate ?? null);
          expect(Number(rows[0]?.overpaid)).toBe(Math.max(0, -status.balance));
          cases++;
        });
      }),
      { numRuns: RUNS },
    );
    expect(cases).toBe(BATCH * RUNS);
  });

  it("when an instalment is due on and either side of its due window's ends, then the SQL windows and their comparisons are dueWindow's", async () => {
    const asOf: Day = "2027-03-01";
    const offsets = Array.from({ length: 2 * GRACE_DAYS + 7 }, (_, i) => i - GRACE_DAYS - 3);
    const due = sql`d.due`;
    const res = (await app.db.execute(sql`
      select d.due::text as due, ${dueWindowOfSql(due, asOf)} as state,
        ${sql.join(
          WINDOW_RUNS.map((run, i) => sql`${inDueWindowSql(due, asOf, ...run)} as ${sql.raw(`w${i}`)}`),
          sql`, `,
        )}
      from (select (${asOf}::date + o)::date as due from unnest(${sql.raw(`array[${offsets.join(",")}]`)}::int[]) o) d
      order by d.due`)) as unknown as Rows<Record<string, unknown> & { due: string; state: DueWindow }>;
    expect(res.rows).toHaveLength(offsets.length);
    const seen = new Set<DueWindow>();
    for (const row of res.rows) {
      const window = dueWindow(row.due, GRACE_DAYS, asOf);
      seen.add(window);
      expect(row.state, row.due).toBe(window);
      const flags = WINDOW_RUNS.map((_, i) => row[`w${i}`]);
      expect(flags, row.due).toEqual(WINDOW_RUNS.map((run) => run.includes(window)));
    }
    expect([...seen].sort()).toEqual(["due", "overdue", "upcoming"]);
  });
});
