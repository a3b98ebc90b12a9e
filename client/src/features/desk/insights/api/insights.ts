import { queryOptions, keepPreviousData } from "@tanstack/react-query";
import type { Insights } from "@shared/api-types";
import type { InsightPeriod } from "@shared/insight-periods";
import { getQueryFn } from "@/lib/query-client";

/** GET /api/admin/insights?weeks=: the last 4, 12 or 52 weeks of enquiries and replies. */
export const insightsQueryOptions = (weeks: InsightPeriod = 12) =>
  queryOptions({
    queryKey: [weeks === 12 ? "/api/admin/insights" : `/api/admin/insights?weeks=${weeks}`] as const,
    queryFn: getQueryFn<Insights>({ on401: "throw" }),
    placeholderData: keepPreviousData,
  });
