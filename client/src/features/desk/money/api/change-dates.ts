import type { Account } from "@shared/money/account-types";
import type { DateChangeInput } from "@shared/money/payment-requests";
import { moneyCall } from "./money-call";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/date-change: the unpaid instalments move with the new start. */
export const changeDatesMutation = moneyCall<{ id: number; dates: DateChangeInput }, Account>(
  (v) => apiPaths.bookingDateChange.href(v.id),
  (v) => v.dates,
);
