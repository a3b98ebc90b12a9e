import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { refreshMe } from "../../shell/api/me";
import { apiPaths } from "@shared/api-paths";

/** POST /api/auth/password: other sessions of this user end on the server, and a temporary password stops being one. */
export const changePasswordMutation = (queryClient: QueryClient) => ({
  mutationFn: async (body: { currentPassword: string; newPassword: string }): Promise<void> => {
    await apiRequest("POST", apiPaths.password.href(), body);
  },
  onSuccess: () => refreshMe(queryClient),
});
