import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/query-client";

/** GET /api/admin/insights/money (CONTRACT): rupees booked (accepted quotes) and received (payments) by month in DESK_TIMEZONE, and what is owed now. */
export interface MoneyInsights {
  byMonth: { month: string; booked: number; received: number }[];
  outstanding: number;
  overdue: number;
}

export const moneyInsightsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [`/api/admin/insights/money?from=${from}&to=${to}`] as const,
    queryFn: getQueryFn<MoneyInsights>({ on401: "throw" }),
    placeholderData: keepPreviousData,
  });
