import type { Payment } from "@shared/money";
import type { RecordPaymentInput } from "@shared/money/payment-requests";
import { moneyCall } from "./money-call";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/payments: a receipt goes to the visitor; a method and reference already recorded is a 409. */
export const recordPaymentMutation = moneyCall<{ id: number; payment: RecordPaymentInput }, Payment>(
  (v) => apiPaths.bookingPayments.href(v.id),
  (v) => v.payment,
);
