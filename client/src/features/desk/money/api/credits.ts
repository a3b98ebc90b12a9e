import { queryOptions } from "@tanstack/react-query";
import type { RetreatCredit } from "@shared/money";
import { getQueryFn } from "@/lib/query-client";

/** GET /api/admin/credits: every retreat credit the company holds, the soonest to expire first. */
export const creditsQueryOptions = () => queryOptions({ queryKey: ["/api/admin/credits"] as const, queryFn: getQueryFn<RetreatCredit[]>({ on401: "throw" }) });
