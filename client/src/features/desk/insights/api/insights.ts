import { queryOptions } from "@tanstack/react-query";
import type { Insights } from "@shared/api-types";
import { getQueryFn } from "@/lib/query-client";

/** GET /api/admin/insights: the last 12 weeks of enquiries and replies. */
export const insightsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/insights"] as const, queryFn: getQueryFn<Insights>({ on401: "throw" }) });
