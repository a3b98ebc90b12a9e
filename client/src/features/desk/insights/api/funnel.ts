import { queryOptions } from "@tanstack/react-query";
import type { Funnel } from "@shared/funnel";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

export type { Funnel } from "@shared/funnel";

export interface FunnelPeriod {
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
}

export const funnelUrl = ({ from, to }: FunnelPeriod) => apiPaths.funnel.href(from, to);

/** `GET /api/admin/insights/funnel` for one period; each period is cached under its own URL. */
export const funnelQueryOptions = (period: FunnelPeriod) =>
  queryOptions({ queryKey: [funnelUrl(period)], queryFn: getQueryFn<Funnel>({ on401: "throw" }) });
