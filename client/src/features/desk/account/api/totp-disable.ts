import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/query-client";
import { refreshMe } from "../../shell/api/me";

/** POST /api/auth/totp/disable: takes the password and a current code, not just an open session. */
export const totpDisableMutation = (queryClient: QueryClient) => ({
  mutationFn: async (body: { password: string; code: string }): Promise<void> => {
    await apiRequest("POST", "/api/auth/totp/disable", body);
  },
  onSuccess: () => refreshMe(queryClient),
});
