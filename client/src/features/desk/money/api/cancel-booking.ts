import type { Account } from "@shared/money/account-types";
import type { CancellationRequest } from "@shared/money/payment-requests";
import { moneyCall } from "./money-call";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/cancellation: settled by the published policy; the visitor is e-mailed it. */
export const cancelBookingMutation = moneyCall<{ id: number; cancellation: CancellationRequest }, Account>(
  (v) => apiPaths.bookingCancellation.href(v.id),
  (v) => v.cancellation,
);
