import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { refreshMe } from "../../shell/api/me";
import { apiPaths } from "@shared/api-paths";

/** POST /api/auth/totp/disable: takes the password and a current code, not just an open session. */
export const totpDisableMutation = (queryClient: QueryClient) => ({
  mutationFn: async (body: { password: string; code: string }): Promise<void> => {
    await apiRequest("POST", apiPaths.totpDisable.href(), body);
  },
  onSuccess: () => refreshMe(queryClient),
});
