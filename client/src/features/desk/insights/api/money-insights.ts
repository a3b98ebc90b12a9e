import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/insights/money (docs/decisions/money-views.md): rupees booked (accepted quotes) and received (payments) by month in DESK_TIMEZONE, and what is owed now. */
export interface MoneyInsights {
  byMonth: { month: string; booked: number; received: number }[];
  outstanding: number;
  overdue: number;
}

export const moneyInsightsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [apiPaths.moneyInsights.href(from, to)] as const,
    queryFn: getQueryFn<MoneyInsights>({ on401: "throw" }),
    placeholderData: keepPreviousData,
  });
