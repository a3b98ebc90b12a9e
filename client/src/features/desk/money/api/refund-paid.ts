import type { Account } from "@shared/money/account-types";
import type { RefundPaidInput } from "@shared/money/payment-requests";
import { moneyCall } from "./money-call";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/refund-paid: the owed refund leaves Refunds owed. */
export const refundPaidMutation = moneyCall<{ id: number; refund: RefundPaidInput }, Account>(
  (v) => apiPaths.bookingRefundPaid.href(v.id),
  (v) => v.refund,
);
