import { formatRupees, type Payment } from "@shared/money";
import type { MoneyActor, MoneyRefusal, Storage } from "../storage";

export type VoidPaymentStorage = { moneyChanges: Pick<Storage["moneyChanges"], "inMoneyChange"> };

/** An admin voids a payment with the reason: it stays listed and no longer counts. */
export function voidPayment(storage: VoidPaymentStorage, bookingId: number, paymentId: number, reason: string, by: MoneyActor): Promise<Payment | MoneyRefusal> {
  return storage.moneyChanges.inMoneyChange(async (writes): Promise<Payment | MoneyRefusal> => {
    const booking = await writes.lockBooking(bookingId);
    if (!booking) return { error: "no-booking" };
    if (booking.erasedAt) return { error: "erased" };
    const current = await writes.payment(bookingId, paymentId);
    if (!current) return { error: "no-payment" };
    if (current.voided) return { error: "already-voided" };
    const voided = await writes.markVoided(paymentId, reason, by);
    await writes.record(bookingId, by, {
      kind: "payment-voided",
      action: "payment-voided",
      data: { paymentId, amount: voided.amount, reason, summary: `${formatRupees(voided.amount)} voided: ${reason}` },
    });
    return voided;
  });
}
