import { queryOptions } from "@tanstack/react-query";
import type { Funnel } from "@shared/funnel";
import { getQueryFn } from "@/lib/query-client";

export type { Funnel } from "@shared/funnel";

export interface FunnelPeriod {
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
}

export const funnelUrl = ({ from, to }: FunnelPeriod) => `/api/admin/insights/funnel?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** `GET /api/admin/insights/funnel` for one period; each period is cached under its own URL. */
export const funnelQueryOptions = (period: FunnelPeriod) =>
  queryOptions({ queryKey: [funnelUrl(period)], queryFn: getQueryFn<Funnel>({ on401: "throw" }) });
