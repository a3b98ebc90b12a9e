import type { Instalment } from "@shared/money";
import { moneyCall } from "./money-call";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/late-fee: a Late fee instalment of 5 % of what is overdue, due today. */
export const lateFeeMutation = moneyCall<{ id: number }, Instalment>(
  (v) => apiPaths.bookingLateFee.href(v.id),
  () => undefined,
);
