import type { QueryClient } from "@tanstack/react-query";
import { apiRequest, endSession } from "@/lib/query-client";

/** POST /api/auth/logout: then everything read as this staff member is forgotten. */
export const logoutMutation = (queryClient: QueryClient) => ({
  mutationFn: async (): Promise<void> => {
    await apiRequest("POST", "/api/auth/logout");
  },
  onSuccess: () => endSession(queryClient),
});
