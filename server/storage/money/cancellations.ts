import { desc, eq } from "drizzle-orm";
import { bookings, bookingStatusHistory, type Booking } from "@shared/schema/bookings";
import { cancellations, dateChanges } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import { addDays, formatDay, formatRupees, settleCancellation, type Day, type Region } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type CancellationRequest, type RefundPaidInput } from "@shared/money/payment-requests";
import type { Db } from "../../db";
import { readBookingMoney, type BookingMoney } from "./booking-money";
import { queuePaymentMail, recordMoneyChange, type MoneyActor } from "./money-record";
import type { Clock } from "../../core/clock";
import { lockBookingForPlaces } from "../departures/places";
import { endOffer, offerFreePlaces } from "../departures/offers";
import { inDepartureQueue } from "../departures/departure-queue";

export type CancelResult =
  | { ok: true }
  | { error: "no-booking" } | { error: "erased" } | { error: "already-cancelled" }
  | { error: "invalid"; path: string; message: string };

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

/** Cancellations settled by the published policy, and the refunds they owe. */
export function cancellationStorage(db: Db, clock: Clock, offerHours: number) {
  return {
    /**
     * Cancels a booking. An accepted one is settled by settleCancellation on what was received
     * (payments not voided) and the trip's current start, stored, and e-mailed to the visitor; a
     * booking without an accepted quote owes and is owed nothing, so it is only cancelled, as a
     * status change (docs/decisions/payments.md). Reminders stop: the job skips cancelled bookings.
     */
    async cancelBooking(bookingId: number, input: CancellationRequest, by: MoneyActor, today: Day, domain: string): Promise<CancelResult> {
      const [current] = await db.select({ departureId: bookings.departureId }).from(bookings).where(eq(bookings.id, bookingId));
      return inDepartureQueue([current?.departureId], () => db.transaction(async (tx) => {
        // The one lock order of changes of places: its departure first, then the booking (places.ts).
        await lockBookingForPlaces(tx, bookingId);
        const money = await readBookingMoney(tx, bookingId, today, true);
        if (!money) return { error: "no-booking" };
        if (money.booking.erasedAt) return { error: "erased" };
        if (money.booking.status === "cancelled" || money.cancellation) return { error: "already-cancelled" };
        // Whatever it held (places taken, a quote's or an offer's) is free again and offered to the line (docs/decisions/places-held.md).
        const freePlaces = async () => {
          await endOffer(tx, bookingId, "left", clock.now());
          if (money.booking.departureId !== null) await offerFreePlaces(tx, money.booking.departureId, { today, now: clock.now(), offerHours, messageIdDomain: domain });
        };
        if (!money.accepted) {
          await markCancelled(tx, money.booking, by);
          await freePlaces();
          await recordMoneyChange(tx, clock, bookingId, by, { kind: "cancellation", action: "booking-cancelled", data: { reason: input.reason, summary: "Cancelled before any quote was accepted" } });
          return { ok: true };
        }
        const on = input.on ?? today;
        if (on > today) return { error: "invalid", path: "on", message: "Must not be after today" };
        // Nor before the booking was made (its UTC day less one, so no time zone refuses the day itself).
        if (on < addDays(money.booking.createdAt.toISOString().slice(0, 10), -1)) return { error: "invalid", path: "on", message: "Must not be before the booking was made" };
        const counted = money.payments.filter((p) => p.voidedAt === null);
        const { start } = await currentDates(tx, money);
        const settled = settleCancellation({
          region: money.accepted.region as Region,
          startDate: start,
          on,
          reason: input.reason,
          settlement: input.settlement,
          percent: input.percent,
          paid: money.status.paid,
          travellers: money.accepted.travellers,
          flightReimbursement: input.flightReimbursement,
          allPaidInCash: counted.length > 0 && counted.every((p) => p.method === "cash"),
        });
        if (!settled.ok) return { error: "invalid", path: settled.path, message: settled.message };
        const c = settled.cancellation;
        await tx.insert(cancellations).values({ bookingId, ...c, createdBy: by.username });
        await markCancelled(tx, money.booking, by);
        await freePlaces();
        const outcome = c.credit > 0 ? `${formatRupees(c.credit)} retreat credit until ${formatDay(c.creditValidUntil!)}` : `refund ${formatRupees(c.refund)} (${c.percent} %)`;
        await recordMoneyChange(tx, clock, bookingId, by, {
          kind: "cancellation",
          action: "booking-cancelled",
          data: { reason: c.reason, settlement: c.settlement, refund: c.refund, credit: c.credit, summary: `Cancelled (${c.reason}): ${outcome}` },
        });
        await queuePaymentMail(tx, money.booking, "cancellation-settlement", { bookingId }, domain);
        return { ok: true };
      }));
    },

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
