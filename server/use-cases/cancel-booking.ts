import { addDays, formatDay, formatRupees, settleCancellation, type Day, type Region } from "@shared/money";
import type { CancellationRequest } from "@shared/money/payment-requests";
import type { MoneyActor, Storage } from "../storage";

export type CancelBookingStorage = { changes: Pick<Storage["changes"], "departureOfBooking" | "inPlacesChange"> };

export type CancelResult =
  | { ok: true }
  | { error: "no-booking" } | { error: "erased" } | { error: "already-cancelled" }
  | { error: "invalid"; path: string; message: string };

/**
 * Staff cancel a booking (docs/decisions/payments.md), in one transaction. An accepted one is
 * settled by settleCancellation on what was received (payments not voided) and the trip's current
 * start, stored, and e-mailed to the visitor; a booking without an accepted quote owes and is owed
 * nothing, so it is only cancelled, as a status change. Either way whatever it held (places taken,
 * a quote's or an offer's) is offered to its departure's line. Reminders stop: the job skips
 * cancelled bookings.
 */
export async function cancelBooking(storage: CancelBookingStorage, bookingId: number, input: CancellationRequest, by: MoneyActor, today: Day, domain: string): Promise<CancelResult> {
  const departure = await storage.changes.departureOfBooking(bookingId);
  return storage.changes.inPlacesChange([departure], async (writes): Promise<CancelResult> => {
    await writes.lockBooking(bookingId);
    const money = await writes.readMoney(bookingId, today);
    if (!money) return { error: "no-booking" };
    if (money.booking.erasedAt) return { error: "erased" };
    if (money.booking.status === "cancelled" || money.cancellation) return { error: "already-cancelled" };
    if (!money.accepted) {
      await writes.markCancelled(money.booking, by);
      await writes.freePlaces(money.booking, today, domain);
      await writes.record(bookingId, by, { kind: "cancellation", action: "booking-cancelled", data: { reason: input.reason, summary: "Cancelled before any quote was accepted" } });
      return { ok: true };
    }
    const on = input.on ?? today;
    if (on > today) return { error: "invalid", path: "on", message: "Must not be after today" };
    // Nor before the booking was made (its UTC day less one, so no time zone refuses the day itself).
    if (on < addDays(money.booking.createdAt.toISOString().slice(0, 10), -1)) return { error: "invalid", path: "on", message: "Must not be before the booking was made" };
    const counted = money.payments.filter((p) => p.voidedAt === null);
    const { start } = await writes.currentDates(money);
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
    await writes.insertCancellation(bookingId, c, by.username);
    await writes.markCancelled(money.booking, by);
    await writes.freePlaces(money.booking, today, domain);
    const outcome = c.credit > 0 ? `${formatRupees(c.credit)} retreat credit until ${formatDay(c.creditValidUntil!)}` : `refund ${formatRupees(c.refund)} (${c.percent} %)`;
    await writes.record(bookingId, by, {
      kind: "cancellation",
      action: "booking-cancelled",
      data: { reason: c.reason, settlement: c.settlement, refund: c.refund, credit: c.credit, summary: `Cancelled (${c.reason}): ${outcome}` },
    });
    await writes.queuePaymentMail(money.booking, "cancellation-settlement", { bookingId }, domain);
    return { ok: true };
  });
}
