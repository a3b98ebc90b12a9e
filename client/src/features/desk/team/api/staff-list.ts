import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { StaffListItem } from "@shared/api-types";
import { getQueryFn } from "@/lib/query-client";

const staffListKey = ["/api/admin/users"] as const;

/** GET /api/admin/users: every staff account, for admins. */
export const staffListQueryOptions = () =>
  queryOptions({ queryKey: staffListKey, queryFn: getQueryFn<StaffListItem[]>({ on401: "throw" }) });

/** After adding or changing a colleague the list is read again. */
export function refreshStaffList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: staffListKey });
}
