import { and, eq, isNull, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { cancellations, instalments, payments, quotes } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import type { Day, Payment } from "@shared/money";
import type { RecordPaymentInput, RefundPaidInput } from "@shared/money/payment-requests";
import type { PaymentMailKind } from "@shared/money/payment-mail-kinds";
import type { Db } from "../../db";
import type { Clock } from "../../core/clock";
import { readBookingMoney, type BookingMoney } from "./booking-money";
import { queuePaymentMail, recordMoneyChange, type MoneyActor } from "./money-record";
import { paidSql } from "./allocation-sql";
import { toPayment } from "./money-refusal";

/** The booking a payment goes on, as the payment's checks read it: its total and fees, what is paid, and whether it takes payments. */
export type PayableBooking = Pick<Booking, "id" | "reference" | "email" | "createdAt" | "status" | "erasedAt"> & {
  owed: number;
  paid: number;
  accepted: boolean;
  cancelled: boolean;
};

/** The booking that already holds a payment with this method and reference (not voided), if any. */
async function holderOf(db: Db, method: string, reference: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reference: bookings.reference })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.method, method), sql`lower(${payments.reference}) = lower(${reference})`, isNull(payments.voidedAt)))
    .limit(1);
  return row?.reference;
}

/** The writes a change of a booking's money makes, bound to its transaction (server/use-cases/ orders them). */
function moneyChangeWrites(tx: Db, clock: Clock) {
  return {
    /**
     * The booking a payment is recorded on, locked for update: payments on one booking go in one
     * after another, so each sets the booking's payment_due_on (money-due-sql.ts) from every payment
     * before it, and a cancellation waits for them or they for it.
     */
    async lockPayableBooking(bookingId: number): Promise<PayableBooking | undefined> {
      const [row] = await tx
        .select({
          id: bookings.id,
          reference: bookings.reference,
          email: bookings.email,
          createdAt: bookings.createdAt,
          status: bookings.status,
          erasedAt: bookings.erasedAt,
          owed: sql<number>`(select coalesce(sum(i.amount), 0)::int from ${instalments} i where i.booking_id = bookings.id)`,
          paid: paidSql(sql`bookings.id`),
          // The outer row is named in full: drizzle leaves a one-table select's columns unqualified.
          accepted: sql<boolean>`exists (select 1 from ${quotes} q where q.booking_id = bookings.id and q.state = 'accepted')`,
          cancelled: sql<boolean>`exists (select 1 from ${cancellations} c where c.booking_id = bookings.id)`,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for("update");
      return row;
    },
    /** The booking's row locked, for a change that reads nothing else of it first. */
    async lockBooking(bookingId: number): Promise<Pick<Booking, "erasedAt"> | undefined> {
      const [row] = await tx.select({ erasedAt: bookings.erasedAt }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
      return row;
    },
    /** The booking's money as it is now, its row held to the commit. */
    readMoney: (bookingId: number, today: Day): Promise<BookingMoney | undefined> => readBookingMoney(tx, bookingId, today, true),
    referenceHolder: (method: string, reference: string) => holderOf(tx, method, reference),
    async insertPayment(bookingId: number, input: RecordPaymentInput, by: MoneyActor): Promise<Payment> {
      const [row] = await tx
        .insert(payments)
        .values({ bookingId, amount: input.amount, receivedOn: input.receivedOn, method: input.method, reference: input.reference, note: input.note, recordedById: by.id, recordedBy: by.username })
        .returning();
      return toPayment(row);
    },
    /** One of the booking's payments, or undefined when the booking has none of that id. */
    async payment(bookingId: number, paymentId: number): Promise<Payment | undefined> {
      const [row] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.bookingId, bookingId)));
      return row && toPayment(row);
    },
    async markVoided(paymentId: number, reason: string, by: MoneyActor): Promise<Payment> {
      const [row] = await tx.update(payments).set({ voidedAt: new Date(), voidReason: reason, voidedBy: by.username }).where(eq(payments.id, paymentId)).returning();
      return toPayment(row);
    },
    async insertLateFee(bookingId: number, quoteId: number, amount: number, covers: string[], today: Day, by: MoneyActor) {
      const [row] = await tx.insert(instalments).values({ bookingId, quoteId, kind: "late-fee", label: "Late fee", percent: 0, amount, dueDate: today, covers, createdBy: by.username }).returning();
      return row;
    },
    async markCancellationRefundPaid(bookingId: number, input: RefundPaidInput, by: MoneyActor): Promise<void> {
      await tx
        .update(cancellations)
        .set({ refundPaidOn: input.paidOn, refundMethod: input.method, refundReference: input.reference, refundRecordedBy: by.username })
        .where(eq(cancellations.bookingId, bookingId));
    },
    async insertOverpaymentRefund(bookingId: number, amount: number, input: RefundPaidInput, by: MoneyActor): Promise<number> {
      const [row] = await tx
        .insert(overpaymentRefunds)
        .values({ bookingId, amount, paidOn: input.paidOn, method: input.method, reference: input.reference, recordedBy: by.username })
        .returning({ id: overpaymentRefunds.id });
      return row.id;
    },
    /** The timeline, the audit log and what the money views page on (money-record.ts). */
    record: (bookingId: number, by: MoneyActor, entry: Parameters<typeof recordMoneyChange>[4]) => recordMoneyChange(tx, clock, bookingId, by, entry),
    queuePaymentMail: (booking: Pick<Booking, "id" | "reference" | "email">, kind: PaymentMailKind, data: Record<string, unknown>, domain: string) => queuePaymentMail(tx, booking, kind, data, domain),
  };
}

export type MoneyChangeWrites = ReturnType<typeof moneyChangeWrites>;

/**
 * A change of one booking's money made by a use-case of server/use-cases/ (a payment recorded or
 * voided, a late fee, a refund paid): one transaction, the writes bound to it handed to `work`, what
 * it answers committed or thrown and rolled back. No departure's places move, so no queue.
 */
export function moneyChangeStorage(db: Db, clock: Clock) {
  return {
    inMoneyChange<T>(work: (writes: MoneyChangeWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(moneyChangeWrites(tx, clock)));
    },
    /** Outside any change: who holds a payment reference, read after the unique index refused one. */
    paymentReferenceHolder: (method: string, reference: string) => holderOf(db, method, reference),
  };
}
