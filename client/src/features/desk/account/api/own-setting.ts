import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/query-client";
import { refreshMe } from "../../shell/api/me";

/** PATCH /api/auth/me {digestEnabled}: this person's own morning digest on or off. */
export const digestSettingMutation = (queryClient: QueryClient) => ({
  mutationFn: async (digestEnabled: boolean): Promise<void> => {
    await apiRequest("PATCH", "/api/auth/me", { digestEnabled });
  },
  onSuccess: () => refreshMe(queryClient),
});
