import { queryOptions } from "@tanstack/react-query";
import type { DeskClock } from "@shared/follow-up";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/desk-clock: the desk's zone (and its time when asked), for the desk's days and follow-up times. */
export const deskClockQueryOptions = () =>
  queryOptions({ queryKey: [apiPaths.deskClock.href()], queryFn: getQueryFn<DeskClock>({ on401: "throw" }), staleTime: 60_000 });
