import type { LoginAnswer } from "@shared/api-types";
import { apiRequest } from "@/lib/query-client";

/** POST /api/auth/login: the password step. Its answer is stored by the form (a code may be due first). */
export const loginMutation = () => ({
  mutationFn: async (credentials: { username: string; password: string }): Promise<LoginAnswer> =>
    (await apiRequest("POST", "/api/auth/login", credentials)).json(),
});
