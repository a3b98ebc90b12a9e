import { formatDay, formatRupees, todayIn, type Payment } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type RecordPaymentInput } from "@shared/money/payment-requests";
import type { MoneyActor, MoneyRefusal, PayableBooking, Storage } from "../storage";

export type RecordPaymentStorage = { moneyChanges: Pick<Storage["moneyChanges"], "inMoneyChange" | "paymentReferenceHolder"> };

/** How far what is paid may pass the booking's total and fees before an admin must confirm it: ₹1,00,000. */
const OVERPAYMENT_MARGIN = 100_000;

/** What a payment is checked against: the desk's time zone (the day the booking was made), and an admin's confirmation. */
export interface PaymentBounds {
  timeZone: string;
  confirmed: boolean;
}

/** The refusal of a booking that takes no payment: none, erased, never accepted, or cancelled. */
function unpayable(booking: PayableBooking | undefined): MoneyRefusal | undefined {
  if (!booking) return { error: "no-booking" };
  if (booking.erasedAt) return { error: "erased" };
  if (!booking.accepted) return { error: "no-quote" };
  if (booking.status === "cancelled" || booking.cancelled) return { error: "cancelled" };
  return undefined;
}

/**
 * A payment no booking could have had, most likely mistyped: received before the booking was made,
 * or taking what is paid past the total and fees by more than the margin (unless an admin confirms).
 */
function implausiblePayment(booking: PayableBooking, input: RecordPaymentInput, bounds: PaymentBounds): MoneyRefusal | undefined {
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

/**
 * Staff record a payment received outside the site (docs/decisions/payments.md), in one transaction
 * under the booking's row lock: refused on a booking that takes none, when implausible, or when the
 * same method and reference is on any booking (the check names that booking, and the unique index
 * refuses the one of two simultaneous entries that passed it too); else stored with its timeline and
 * audit entries, and the visitor's receipt queued.
 */
export async function recordPayment(storage: RecordPaymentStorage, bookingId: number, input: RecordPaymentInput, by: MoneyActor, domain: string, bounds?: PaymentBounds): Promise<Payment | MoneyRefusal> {
  try {
    return await storage.moneyChanges.inMoneyChange(async (writes): Promise<Payment | MoneyRefusal> => {
      const booking = await writes.lockPayableBooking(bookingId);
      const refused = unpayable(booking) ?? (bounds && implausiblePayment(booking!, input, bounds));
      if (refused) return refused;
      const holder = input.reference ? await writes.referenceHolder(input.method, input.reference) : undefined;
      if (holder) return { error: "duplicate", reference: holder };
      const payment = await writes.insertPayment(bookingId, input, by);
      await writes.record(bookingId, by, {
        kind: "payment",
        action: "payment-recorded",
        data: { paymentId: payment.id, amount: payment.amount, method: payment.method, receivedOn: payment.receivedOn, summary: `${formatRupees(payment.amount)} received by ${PAYMENT_METHOD_LABELS[input.method]} on ${formatDay(payment.receivedOn)}` },
      });
      await writes.queuePaymentMail(booking!, "payment-receipt", { paymentId: payment.id }, domain);
      return payment;
    });
  } catch (err) {
    if (!isUniqueViolation(err) || !input.reference) throw err;
    return { error: "duplicate", reference: (await storage.moneyChanges.paymentReferenceHolder(input.method, input.reference)) ?? "another booking" };
  }
}
