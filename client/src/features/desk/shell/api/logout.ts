import type { QueryClient } from "@tanstack/react-query";
import { endSession } from "@/lib/query-client";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

/** POST /api/auth/logout: then everything read as this staff member is forgotten. */
export const logoutMutation = (queryClient: QueryClient) => ({
  mutationFn: async (): Promise<void> => {
    await apiRequest("POST", apiPaths.logout.href());
  },
  onSuccess: () => endSession(queryClient),
});
