import type { QueryClient } from "@tanstack/react-query";
import type { StaffListItem } from "@shared/api-types";
import type { StaffRole } from "@shared/staff-roles";
import { apiRequest } from "@/lib/api-request";
import { refreshStaffList } from "./staff-list";
import { apiPaths } from "@shared/api-paths";

/** PATCH /api/admin/users/:id: a new role, disabling and enabling an account, a name and e-mail. */
export const changeStaffMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, ...change }: { id: number; role?: StaffRole; disabled?: boolean; name?: string; email?: string }): Promise<StaffListItem> =>
    (await apiRequest("PATCH", apiPaths.user.href(id), change)).json(),
  onSuccess: () => refreshStaffList(queryClient),
});
