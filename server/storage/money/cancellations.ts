import { desc, eq } from "drizzle-orm";
import { bookings, bookingStatusHistory, type Booking } from "@shared/schema/bookings";
import { cancellations, dateChanges } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import { formatDay, formatRupees, type settleCancellation, type Day } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type RefundPaidInput } from "@shared/money/payment-requests";
import type { Db } from "../../db";
import { readBookingMoney, type BookingMoney } from "./booking-money";
import { queuePaymentMail, recordMoneyChange, type MoneyActor } from "./money-record";
import type { Clock } from "../../core/clock";
import { endOffer, offerFreePlaces } from "../departures/offers";

export type RefundPaidResult = { ok: true } | { error: "no-booking" | "erased" | "no-refund" | "already-paid" };

/** The trip's dates now: the latest date change's, else the accepted quote's. */
export async function currentDates(tx: Db, money: BookingMoney): Promise<{ start: Day; end: Day; changes: number }> {
  const changes = await tx.select().from(dateChanges).where(eq(dateChanges.bookingId, money.booking.id)).orderBy(desc(dateChanges.id));
  const latest = changes[0];
  return latest
    ? { start: latest.toStart, end: latest.toEnd, changes: changes.length }
    : { start: money.accepted!.startDate, end: money.accepted!.endDate, changes: 0 };
}

/** The booking becomes `cancelled` as a status change from the desk does: the row and its history entry. */
async function markCancelled(tx: Db, booking: Booking, by: MoneyActor): Promise<void> {
  const now = new Date();
  await tx
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now, ...(booking.firstResponseAt ? {} : { firstResponseAt: now }) })
    .where(eq(bookings.id, booking.id));
  await tx.insert(bookingStatusHistory).values({ bookingId: booking.id, fromStatus: booking.status, toStatus: "cancelled", changedBy: by.username });
}

/** The writes of a cancellation, inside its transaction (server/use-cases/cancel-booking.ts orders them). */
export function cancellationWrites(tx: Db, clock: Clock, offerHours: number) {
  return {
    markCancelled: (booking: Booking, by: MoneyActor) => markCancelled(tx, booking, by),
    async insertCancellation(bookingId: number, c: Settled, by: string): Promise<void> {
      await tx.insert(cancellations).values({ bookingId, ...c, createdBy: by });
    },
    /** Whatever the booking held (places taken, a quote's or an offer's) is free again and offered to the line (docs/decisions/places-held.md). */
    async freePlaces(booking: Pick<Booking, "id" | "departureId">, today: Day, messageIdDomain: string): Promise<void> {
      await endOffer(tx, booking.id, "left", clock.now());
      if (booking.departureId !== null) await offerFreePlaces(tx, booking.departureId, { today, now: clock.now(), offerHours, messageIdDomain });
    },
  };
}

/** What a cancellation settled by the published policy stores. */
type Settled = Extract<ReturnType<typeof settleCancellation>, { ok: true }>["cancellation"];

/** The refunds cancellations and overpayments owe, recorded as paid. */
export function cancellationStorage(db: Db, clock: Clock) {
  return {
    /**
     * Records what the company owed back as paid: a cancellation's refund, or an overpayment (what a
     * booking not cancelled was paid beyond its total and fees, paid back whole). Refused when
     * nothing is owed back or it was already recorded. The visitor is e-mailed that it went out.
     */
    async recordRefundPaid(bookingId: number, input: RefundPaidInput, by: MoneyActor, today: Day, domain: string): Promise<RefundPaidResult> {
      return db.transaction(async (tx) => {
        const money = await readBookingMoney(tx, bookingId, today, true);
        if (!money) return { error: "no-booking" };
        if (money.booking.erasedAt) return { error: "erased" };
        const c = money.cancellation;
        if (c && c.refundPaidOn) return { error: "already-paid" };
        const amount = money.view.owedToVisitor;
        if (amount === 0) return { error: "no-refund" };
        let data: Record<string, unknown>;
        if (c) {
          await tx
            .update(cancellations)
            .set({ refundPaidOn: input.paidOn, refundMethod: input.method, refundReference: input.reference, refundRecordedBy: by.username })
            .where(eq(cancellations.bookingId, bookingId));
          data = { bookingId };
        } else {
          const [row] = await tx
            .insert(overpaymentRefunds)
            .values({ bookingId, amount, paidOn: input.paidOn, method: input.method, reference: input.reference, recordedBy: by.username })
            .returning({ id: overpaymentRefunds.id });
          data = { refundId: row.id };
        }
        await recordMoneyChange(tx, clock, bookingId, by, {
          kind: "refund-paid",
          action: "refund-paid",
          data: { amount, paidOn: input.paidOn, method: input.method, overpayment: !c, summary: `${c ? "Refund" : "Overpayment refund"} of ${formatRupees(amount)} paid by ${PAYMENT_METHOD_LABELS[input.method]} on ${formatDay(input.paidOn)}` },
        });
        await queuePaymentMail(tx, money.booking, "refund-paid", data, domain);
        return { ok: true };
      });
    },
  };
}
