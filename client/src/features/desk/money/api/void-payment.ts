import type { Payment } from "@shared/money";
import { moneyCall } from "./money-call";

/** POST /api/admin/bookings/:id/payments/:paymentId/void (admins): the payment stays listed and no longer counts. */
export const voidPaymentMutation = moneyCall<{ id: number; paymentId: number; reason: string }, Payment>(
  (v) => `payments/${v.paymentId}/void`,
  (v) => ({ reason: v.reason }),
);
