import type { QueryClient } from "@tanstack/react-query";
import type { StaffMember } from "@shared/api-types";
import type { StaffRole } from "@shared/staff-roles";
import { apiRequest } from "@/lib/api-request";
import { refreshStaffList } from "./staff-list";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/users: a colleague with a temporary password, which they replace at first sign-in. */
export const createStaffMutation = (queryClient: QueryClient) => ({
  mutationFn: async (body: { username: string; role: StaffRole; password: string; name: string; email: string }): Promise<StaffMember> =>
    (await apiRequest("POST", apiPaths.users.href(), body)).json(),
  onSuccess: () => refreshStaffList(queryClient),
});
