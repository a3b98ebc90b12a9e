import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { StaffListItem } from "@shared/api-types";
import { getQueryFn, SESSION_KEY } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

const staffListKey = [apiPaths.users.href()] as const;

/** GET /api/admin/users: every staff account, for admins. */
export const staffListQueryOptions = () =>
  queryOptions({ queryKey: staffListKey, queryFn: getQueryFn<StaffListItem[]>({ on401: "throw" }) });

/**
 * After adding or changing a colleague the list is read again, and so is what shows their name
 * (the assignee chooser, bookings, timelines, the audit log) when next looked at.
 */
export function refreshStaffList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
}
