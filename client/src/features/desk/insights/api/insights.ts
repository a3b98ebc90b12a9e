import { queryOptions, keepPreviousData } from "@tanstack/react-query";
import type { Insights } from "@shared/api-types";
import type { InsightPeriod } from "@shared/insight-periods";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/insights?weeks=: the last 4, 12 or 52 weeks of enquiries and replies. */
export const insightsQueryOptions = (weeks: InsightPeriod = 12) =>
  queryOptions({
    queryKey: [apiPaths.insights.href(weeks === 12 ? undefined : weeks)] as const,
    queryFn: getQueryFn<Insights>({ on401: "throw" }),
    placeholderData: keepPreviousData,
  });
