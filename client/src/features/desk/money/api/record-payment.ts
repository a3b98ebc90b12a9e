import type { Payment } from "@shared/money";
import type { RecordPaymentInput } from "@shared/money/payment-requests";
import { moneyCall } from "./money-call";

/** POST /api/admin/bookings/:id/payments: a receipt goes to the visitor; a method and reference already recorded is a 409. */
export const recordPaymentMutation = moneyCall<{ id: number; payment: RecordPaymentInput }, Payment>(
  () => "payments",
  (v) => v.payment,
);
