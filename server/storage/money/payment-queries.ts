import { and, eq, isNull, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { cancellations, instalments, payments, quotes } from "@shared/schema/money";
import { formatDay, formatRupees, todayIn, type Day, type Payment, type PaymentMethod } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type RecordPaymentInput } from "@shared/money/payment-requests";
import type { Db } from "../../db";
import { readBookingMoney, type BookingMoney, type PaymentRow } from "./booking-money";
import { queuePaymentMail, recordMoneyChange, type MoneyActor } from "./money-record";
import { paidSql } from "./allocation-sql";
import type { Clock } from "../../core/clock";

/** Why a money command on a booking was refused before anything changed. */
export type MoneyRefusal =
  | { error: "no-booking" }
  | { error: "erased" }
  | { error: "no-quote" }
  | { error: "cancelled" }
  | { error: "duplicate"; reference: string }
  | { error: "no-payment" }
  | { error: "already-voided" }
  | { error: "nothing-overdue" }
  | { error: "late-fee-added" }
  | { error: "implausible"; path: string; message: string };

/** How far what is paid may pass the booking's total and fees before an admin must confirm it: ₹1,00,000. */
const OVERPAYMENT_MARGIN = 100_000;

/** What a payment is checked against: the desk's time zone (the day the booking was made), and an admin's confirmation. */
export interface PaymentBounds {
  timeZone: string;
  confirmed: boolean;
}

export function toPayment(p: PaymentRow): Payment {
  return {
    id: p.id,
    amount: p.amount,
    receivedOn: p.receivedOn,
    method: p.method as PaymentMethod,
    reference: p.reference,
    note: p.note,
    by: p.recordedBy,
    at: p.createdAt.toISOString(),
    voided: p.voidedAt !== null,
    voidReason: p.voidReason,
    voidedAt: p.voidedAt?.toISOString() ?? null,
  };
}

/** The refusal shared by every command that needs an accepted, live booking. */
export function moneyRefusalOf(money: BookingMoney | undefined): MoneyRefusal | undefined {
  if (!money) return { error: "no-booking" };
  if (money.booking.erasedAt) return { error: "erased" };
  if (!money.accepted) return { error: "no-quote" };
  if (money.booking.status === "cancelled" || money.cancellation) return { error: "cancelled" };
  return undefined;
}

/**
 * The booking a payment is recorded on, if it takes one, locked for update: payments on one
 * booking go in one after another, so each sets the booking's payment_due_on (money-due-sql.ts)
 * from every payment before it, and a cancellation waits for them or they for it.
 */
async function payableBooking(tx: Db, bookingId: number): Promise<(Pick<Booking, "id" | "reference" | "email" | "createdAt"> & { owed: number; paid: number }) | MoneyRefusal> {
  const [row] = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      email: bookings.email,
      createdAt: bookings.createdAt,
      status: bookings.status,
      // The total and its fees (every instalment) and what counts as paid so far, for the bounds.
      owed: sql<number>`(select coalesce(sum(i.amount), 0)::int from ${instalments} i where i.booking_id = bookings.id)`,
      paid: paidSql(sql`bookings.id`),
      erasedAt: bookings.erasedAt,
      // The outer row is named in full: drizzle leaves a one-table select's columns unqualified.
      accepted: sql<boolean>`exists (select 1 from ${quotes} q where q.booking_id = bookings.id and q.state = 'accepted')`,
      cancelled: sql<boolean>`exists (select 1 from ${cancellations} c where c.booking_id = bookings.id)`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!row) return { error: "no-booking" };
  if (row.erasedAt) return { error: "erased" };
  if (!row.accepted) return { error: "no-quote" };
  if (row.status === "cancelled" || row.cancelled) return { error: "cancelled" };
  return row;
}

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

/**
 * A payment no booking could have had, most likely mistyped: received before the booking was made,
 * or taking what is paid past the total and fees by more than the margin (unless an admin confirms).
 */
function implausiblePayment(booking: { createdAt: Date; owed: number; paid: number }, input: RecordPaymentInput, bounds: PaymentBounds): MoneyRefusal | undefined {
  const madeOn = todayIn(bounds.timeZone, booking.createdAt);
  if (input.receivedOn < madeOn) return { error: "implausible", path: "receivedOn", message: `Must not be before the booking was made (${formatDay(madeOn)})` };
  const ceiling = Number(booking.owed) + OVERPAYMENT_MARGIN;
  if (!bounds.confirmed && Number(booking.paid) + input.amount > ceiling) {
    return {
      error: "implausible",
      path: "amount",
      message: `With this payment, ${formatRupees(Number(booking.paid) + input.amount)} would be paid: more than the total and fees with ${formatRupees(OVERPAYMENT_MARGIN)} over. An admin can confirm it`,
    };
  }
  return undefined;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Payments received, voided, and the late fee on what is overdue. */
export function paymentStorage(db: Db, clock: Clock) {
  return {
    /**
     * Records a payment with its timeline and audit entries and queues the receipt, in one
     * transaction. The same method and reference on any booking is refused: the check names the
     * booking, and the unique index refuses the one of two simultaneous entries that passed it too.
     */
    async recordPayment(bookingId: number, input: RecordPaymentInput, by: MoneyActor, domain: string, bounds?: PaymentBounds): Promise<Payment | MoneyRefusal> {
      try {
        return await db.transaction(async (tx) => {
          const booking = await payableBooking(tx, bookingId);
          if ("error" in booking) return booking;
          const implausible = bounds && implausiblePayment(booking, input, bounds);
          if (implausible) return implausible;
          const holder = input.reference ? await holderOf(tx, input.method, input.reference) : undefined;
          if (holder) return { error: "duplicate", reference: holder } as const;
          const [row] = await tx
            .insert(payments)
            .values({ bookingId, amount: input.amount, receivedOn: input.receivedOn, method: input.method, reference: input.reference, note: input.note, recordedById: by.id, recordedBy: by.username })
            .returning();
          await recordMoneyChange(tx, clock, bookingId, by, {
            kind: "payment",
            action: "payment-recorded",
            data: { paymentId: row.id, amount: row.amount, method: row.method, receivedOn: row.receivedOn, summary: `${formatRupees(row.amount)} received by ${PAYMENT_METHOD_LABELS[input.method]} on ${formatDay(row.receivedOn)}` },
          });
          await queuePaymentMail(tx, booking, "payment-receipt", { paymentId: row.id }, domain);
          return toPayment(row);
        });
      } catch (err) {
        if (!isUniqueViolation(err) || !input.reference) throw err;
        return { error: "duplicate", reference: (await holderOf(db, input.method, input.reference)) ?? "another booking" };
      }
    },

    /** Marks a payment voided with the reason; it stays listed and no longer counts. */
    async voidPayment(bookingId: number, paymentId: number, reason: string, by: MoneyActor): Promise<Payment | MoneyRefusal> {
      return db.transaction(async (tx) => {
        const [booking] = await tx.select({ erasedAt: bookings.erasedAt }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
        if (!booking) return { error: "no-booking" };
        if (booking.erasedAt) return { error: "erased" };
        const [current] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.bookingId, bookingId)));
        if (!current) return { error: "no-payment" };
        if (current.voidedAt) return { error: "already-voided" };
        const [row] = await tx
          .update(payments)
          .set({ voidedAt: new Date(), voidReason: reason, voidedBy: by.username })
          .where(eq(payments.id, paymentId))
          .returning();
        await recordMoneyChange(tx, clock, bookingId, by, {
          kind: "payment-voided",
          action: "payment-voided",
          data: { paymentId, amount: row.amount, reason, summary: `${formatRupees(row.amount)} voided: ${reason}` },
        });
        return toPayment(row);
      });
    },

    /**
     * Adds a **Late fee** instalment of 5 % of the overdue trip instalments not charged before
     * (accountStatus's lateFee and its keys), due today. Refused when nothing is overdue, or when
     * every overdue instalment already has its late fee: a fee is never charged twice, nor on a fee.
     */
    async addLateFee(bookingId: number, by: MoneyActor, today: Day, domain: string) {
      return db.transaction(async (tx) => {
        const money = await readBookingMoney(tx, bookingId, today, true);
        const refused = moneyRefusalOf(money);
        if (refused) return refused;
        const { status, accepted } = money!;
        if (status.overdueUnpaid === 0) return { error: "nothing-overdue" } as const;
        if (status.lateFeeKeys.length === 0 || status.lateFee === 0) return { error: "late-fee-added" } as const;
        const [row] = await tx
          .insert(instalments)
          .values({ bookingId, quoteId: accepted!.id, kind: "late-fee", label: "Late fee", percent: 0, amount: status.lateFee, dueDate: today, covers: status.lateFeeKeys, createdBy: by.username })
          .returning();
        await recordMoneyChange(tx, clock, bookingId, by, {
          kind: "late-fee",
          action: "late-fee-added",
          data: { instalmentId: row.id, amount: row.amount, covers: row.covers, summary: `Late fee of ${formatRupees(row.amount)} added` },
        });
        await queuePaymentMail(tx, money!.booking, "late-fee", { instalmentId: row.id }, domain);
        return { label: row.label, percent: row.percent, amount: row.amount, dueDate: row.dueDate, paid: 0, state: "due" as const };
      });
    },
  };
}
