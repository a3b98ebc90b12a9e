import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { refundPaidSchema } from "@shared/money/payment-requests";
import { HttpError } from "../../core/errors";
import type { MoneyStorage } from "../../storage";
import { recordRefundPaid, type RecordRefundPaidStorage } from "../../use-cases/record-refund-paid";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { moneyActor } from "./money-actor";
import type { PaymentRoutesOptions } from "./money-options";

const REFUSED = {
  "no-booking": [404, "No such booking"],
  erased: [409, "This booking's personal data was erased"],
  "no-refund": [409, "No refund is owed on this booking"],
  "already-paid": [409, "This refund is already recorded as paid"],
} as const;

/** POST /api/admin/bookings/:id/refund-paid: what was owed back (a refund or an overpayment) went out; it leaves Refunds owed. */
export function refundPaidRoute(router: Router, storage: RecordRefundPaidStorage & { money: Pick<MoneyStorage, "moneyAccount"> }, o: PaymentRoutesOptions): void {
  router.post(apiPaths.bookingRefundPaid.pattern, async (req, res) => {
    const id = pathId(req);
    const input = refundPaidSchema.parse(req.body);
    const today = deskToday(o);
    if (input.paidOn > today) throw new HttpError(400, "The refund can't be paid in the future", [{ path: "paidOn", message: "Must not be after today" }]);
    const result = await recordRefundPaid(storage, id, input, moneyActor(req), today, o.messageIdDomain);
    if ("error" in result && result.error === "before-cancellation") {
      throw new HttpError(400, "The refund can't be paid before the booking was cancelled", [{ path: "paidOn", message: `Must not be before the cancellation (${result.cancelledOn})` }]);
    }
    if ("error" in result) {
      const [status, message] = REFUSED[result.error];
      throw new HttpError(status, message);
    }
    req.log.info({ bookingId: id, by: req.session.username }, "refund recorded as paid");
    res.json(await storage.money.moneyAccount(id, today));
    o.onQueued?.();
  });
}
