import type { Payment } from "@shared/money";
import { moneyCall } from "./money-call";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/payments/:paymentId/void (admins): the payment stays listed and no longer counts. */
export const voidPaymentMutation = moneyCall<{ id: number; paymentId: number; reason: string }, Payment>(
  (v) => apiPaths.bookingPaymentVoid.href(v.id, v.paymentId),
  (v) => ({ reason: v.reason }),
);
