import type { Account } from "@shared/money/account-types";
import type { CancellationRequest } from "@shared/money/payment-requests";
import { moneyCall } from "./money-call";

/** POST /api/admin/bookings/:id/cancellation: settled by the published policy; the visitor is e-mailed it. */
export const cancelBookingMutation = moneyCall<{ id: number; cancellation: CancellationRequest }, Account>(
  () => "cancellation",
  (v) => v.cancellation,
);
