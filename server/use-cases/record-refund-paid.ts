import { formatDay, formatRupees, type Day } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type RefundPaidInput } from "@shared/money/payment-requests";
import type { MoneyActor, Storage } from "../storage";

export type RecordRefundPaidStorage = { moneyChanges: Pick<Storage["moneyChanges"], "inMoneyChange"> };

export type RefundPaidResult =
  | { ok: true }
  | { error: "no-booking" | "erased" | "no-refund" | "already-paid" }
  | { error: "before-cancellation"; cancelledOn: Day };

/**
 * Staff record what the company owed back as paid: a cancellation's refund, or an overpayment (what
 * a booking not cancelled was paid beyond its total and fees, paid back whole). Refused when nothing
 * is owed back, when it was already recorded, or when it is dated before the cancellation (a typing
 * mistake: a refund follows its cancellation). The visitor is e-mailed that it went out.
 */
export function recordRefundPaid(storage: RecordRefundPaidStorage, bookingId: number, input: RefundPaidInput, by: MoneyActor, today: Day, domain: string): Promise<RefundPaidResult> {
  return storage.moneyChanges.inMoneyChange(async (writes): Promise<RefundPaidResult> => {
    const money = await writes.readMoney(bookingId, today);
    if (!money) return { error: "no-booking" };
    const c = money.cancellation;
    if (c && input.paidOn < c.on) return { error: "before-cancellation", cancelledOn: c.on };
    if (money.booking.erasedAt) return { error: "erased" };
    if (c && c.refundPaidOn) return { error: "already-paid" };
    const amount = money.view.owedToVisitor;
    if (amount === 0) return { error: "no-refund" };
    let data: Record<string, unknown>;
    if (c) {
      await writes.markCancellationRefundPaid(bookingId, input, by);
      data = { bookingId };
    } else {
      data = { refundId: await writes.insertOverpaymentRefund(bookingId, amount, input, by) };
    }
    await writes.record(bookingId, by, {
      kind: "refund-paid",
      action: "refund-paid",
      data: { amount, paidOn: input.paidOn, method: input.method, overpayment: !c, summary: `${c ? "Refund" : "Overpayment refund"} of ${formatRupees(amount)} paid by ${PAYMENT_METHOD_LABELS[input.method]} on ${formatDay(input.paidOn)}` },
    });
    await writes.queuePaymentMail(money.booking, "refund-paid", data, domain);
    return { ok: true };
  });
}
