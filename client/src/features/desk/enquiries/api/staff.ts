import { queryOptions } from "@tanstack/react-query";
import type { StaffMember } from "@shared/api-types";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/staff: the active colleagues a booking can be assigned to. */
export const staffQueryOptions = () =>
  queryOptions({ queryKey: [apiPaths.staff.href()] as const, queryFn: getQueryFn<StaffMember[]>({ on401: "throw" }) });
