import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { refreshStaffList } from "./staff-list";
import { apiPaths } from "@shared/api-paths";

/** DELETE /api/admin/users/:id/totp: for a colleague who lost their phone and their recovery codes. */
export const resetTwoFactorMutation = (queryClient: QueryClient) => ({
  mutationFn: async (id: number): Promise<void> => {
    await apiRequest("DELETE", apiPaths.userTotp.href(id));
  },
  onSuccess: () => refreshStaffList(queryClient),
});
