import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { MAX_INT } from "@shared/requests/enquiry";
import { voidPaymentSchema } from "@shared/money/payment-requests";
import { HttpError } from "../../core/errors";
import { requireRole } from "../../auth/staff-gate";
import { voidPayment, type VoidPaymentStorage } from "../../use-cases/void-payment";
import { pathId } from "../path-id";
import { moneyActor } from "./money-actor";
import { unlessRefused } from "./money-refusals";

function paymentId(raw: unknown): number {
  const n = typeof raw === "string" && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (n >= 1 && n <= MAX_INT) return n;
  throw new HttpError(400, "Payment id must be a positive integer", [{ path: "paymentId", message: "Must be a positive integer" }]);
}

/** POST /api/admin/bookings/:id/payments/:paymentId/void: admins only; the payment stays listed and no longer counts. */
export function voidPaymentRoute(router: Router, storage: VoidPaymentStorage): void {
  router.post(apiPaths.bookingPaymentVoid.pattern, requireRole("admin"), async (req, res) => {
    const id = pathId(req);
    const pid = paymentId(req.params.paymentId);
    const { reason } = voidPaymentSchema.parse(req.body);
    const payment = unlessRefused(await voidPayment(storage, id, pid, reason, moneyActor(req)));
    req.log.info({ bookingId: id, paymentId: pid, by: req.session.username }, "payment voided");
    res.json(payment);
  });
}
