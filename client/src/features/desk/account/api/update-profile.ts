import type { QueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@shared/api-types";
import { SESSION_KEY } from "@/lib/query-client";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

/** PATCH /api/auth/me: one's own name and e-mail; the answer is the signed-in user as it now stands. */
export const updateProfileMutation = (queryClient: QueryClient) => ({
  mutationFn: async (body: { name: string; email: string }): Promise<AuthUser> => (await apiRequest("PATCH", apiPaths.me.href(), body)).json(),
  onSuccess: async (me: AuthUser) => {
    queryClient.setQueryData(SESSION_KEY, me);
    // The name shows on assignments, the timeline and the staff chooser.
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  },
});
