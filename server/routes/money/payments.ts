import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { recordPaymentSchema } from "@shared/money/payment-requests";
import { HttpError } from "../../core/errors";
import { recordPayment, type RecordPaymentStorage } from "../../use-cases/record-payment";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { moneyActor } from "./money-actor";
import { unlessRefused } from "./money-refusals";
import type { PaymentRoutesOptions } from "./money-options";

/** POST /api/admin/bookings/:id/payments: a payment received outside the site; the visitor gets a receipt. */
export function recordPaymentRoute(router: Router, storage: RecordPaymentStorage, o: PaymentRoutesOptions): void {
  router.post(apiPaths.bookingPayments.pattern, async (req, res) => {
    const id = pathId(req);
    const input = recordPaymentSchema.parse(req.body);
    const today = deskToday(o);
    if (input.receivedOn > today) throw new HttpError(400, "The payment can't be received in the future", [{ path: "receivedOn", message: "Must not be after today" }]);
    // Only an admin's confirmation lets a payment pass the booking's total and fees by more than the margin.
    const confirmed = input.confirm === true && req.staff?.role === "admin";
    const payment = unlessRefused(await recordPayment(storage, id, input, moneyActor(req), o.messageIdDomain, { timeZone: o.timeZone, confirmed }));
    req.log.info({ bookingId: id, paymentId: payment.id, by: req.session.username }, "payment recorded");
    res.status(201).json(payment);
    o.onQueued?.();
  });
}
