import { queryOptions } from "@tanstack/react-query";
import type { Account } from "@shared/money/account-types";
import { apiRequest } from "@/lib/api-request";
import { bookingKeys } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** The account's key sits under the booking's, so every booking action's refresh reads it again. */
export const accountKey = (id: number) => [...bookingKeys.booking(id), "account"] as const;

/** GET /api/admin/bookings/:id/account: quotes, the accepted schedule, payments, balance, cancellation, credits, trip link. */
export const accountQueryOptions = (id: number) => queryOptions({ queryKey: accountKey(id), queryFn: async (): Promise<Account> => (await apiRequest("GET", apiPaths.bookingAccount.href(id))).json() });
