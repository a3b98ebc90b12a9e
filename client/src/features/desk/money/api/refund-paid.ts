import type { Account } from "@shared/money/account-types";
import type { RefundPaidInput } from "@shared/money/payment-requests";
import { moneyCall } from "./money-call";

/** POST /api/admin/bookings/:id/refund-paid: the owed refund leaves Refunds owed. */
export const refundPaidMutation = moneyCall<{ id: number; refund: RefundPaidInput }, Account>(
  () => "refund-paid",
  (v) => v.refund,
);
