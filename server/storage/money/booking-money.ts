import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { cancellations, dateChanges, instalments, payments, quotes } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import { accountStatus, accountView, type AccountStatus, type AccountView, type Day, type InstalmentStatus } from "@shared/money";
import type { Db } from "../../db";

export type InstalmentRow = typeof instalments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type CancellationRow = typeof cancellations.$inferSelect;

/** A current instalment with what payments cover of it and its state, beside its row. */
export type InstalmentWithRow = InstalmentStatus & { row: InstalmentRow };

/** Everything a command on a booking's money decides from, read in its transaction. */
export interface BookingMoney {
  booking: Booking;
  accepted: QuoteRow | undefined;
  /** The current (not replaced) instalments, in the order payments fill them. */
  instalments: InstalmentWithRow[];
  payments: PaymentRow[];
  cancellation: CancellationRow | undefined;
  /** What payments covered, `paid` net of overpayments paid back. */
  status: AccountStatus;
  /** The account as the visitor is shown it: lines, total to pay, balance, what is owed back. */
  view: AccountView;
  /** What was paid back of overpayments. */
  refunded: number;
  /** The trip's dates now: the latest date change's, else the accepted quote's; null before acceptance. */
  dates: { start: Day; end: Day } | null;
}

/** The keys of the instalments a late fee was already added for (its `covers`). */
function lateFeeCharged(rows: InstalmentRow[]): string[] {
  return rows.filter((r) => r.kind === "late-fee").flatMap((r) => r.covers ?? []);
}

/**
 * Reads a booking's money as of `today`, through accountStatus, the one rules module. With `lock`
 * the booking row is locked first, so money commands on one booking run one after another and each
 * decides from what the one before it wrote. Undefined: no such booking.
 */
export async function readBookingMoney(tx: Db, bookingId: number, today: Day, lock: boolean): Promise<BookingMoney | undefined> {
  const bookingQuery = tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await bookingQuery.for("update") : await bookingQuery;
  if (!booking) return undefined;
  // One after another: a transaction is one connection, which runs one statement at a time anyway.
  const [accepted] = await tx.select().from(quotes).where(and(eq(quotes.bookingId, bookingId), eq(quotes.state, "accepted")));
  // Due date, then the order they were added: the order payments fill them in, here and in SQL.
  const rows = await tx
    .select()
    .from(instalments)
    .where(and(eq(instalments.bookingId, bookingId), isNull(instalments.replacedAt)))
    .orderBy(asc(instalments.dueDate), asc(instalments.id));
  const paid = await tx.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
  const [cancellation] = await tx.select().from(cancellations).where(eq(cancellations.bookingId, bookingId));
  const [back] = await tx.select({ sum: sql<number>`coalesce(sum(${overpaymentRefunds.amount}), 0)::int` }).from(overpaymentRefunds).where(eq(overpaymentRefunds.bookingId, bookingId));
  const refunded = Number(back?.sum ?? 0);
  const [moved] = await tx.select({ start: dateChanges.toStart, end: dateChanges.toEnd }).from(dateChanges).where(eq(dateChanges.bookingId, bookingId)).orderBy(desc(dateChanges.id)).limit(1);
  const status = accountStatus({
    instalments: rows.map((r) => ({ label: r.label, percent: r.percent, amount: r.amount, dueDate: r.dueDate })),
    payments: [...paid.map((p) => ({ amount: p.amount, voided: p.voidedAt !== null })), { amount: -refunded, voided: false }],
    today,
    lateFeeCharged: lateFeeCharged(rows),
  });
  // The rows are already in due order, which accountStatus keeps for equal dates: the i-th status is the i-th row's.
  const withRows = status.schedule.map((s, i) => ({ ...s, row: rows[i] }));
  const view = accountView({ quote: accepted ?? null, status, cancelled: booking.status === "cancelled" || !!cancellation, cancellation: cancellation ?? null });
  const dates = moved ?? (accepted ? { start: accepted.startDate, end: accepted.endDate } : null);
  return { booking, accepted, instalments: withRows, payments: paid, cancellation, status, view, refunded, dates };
}
