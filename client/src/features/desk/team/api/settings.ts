import { queryOptions } from "@tanstack/react-query";
import type { StaffSettings } from "@shared/api-types";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

export const settingsKey = [apiPaths.settings.href()] as const;

/** GET /api/admin/settings: whether two-factor sign-in is required of all staff. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: getQueryFn<StaffSettings>({ on401: "throw" }) });
