import { queryOptions } from "@tanstack/react-query";
import type { RetreatCredit } from "@shared/money";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/credits: every retreat credit the company holds, the soonest to expire first. */
export const creditsQueryOptions = () => queryOptions({ queryKey: [apiPaths.credits.href()] as const, queryFn: getQueryFn<RetreatCredit[]>({ on401: "throw" }) });
