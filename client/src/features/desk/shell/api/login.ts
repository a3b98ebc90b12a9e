import type { LoginAnswer } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

/** POST /api/auth/login: the password step. Its answer is stored by the form (a code may be due first). */
export const loginMutation = () => ({
  mutationFn: async (credentials: { username: string; password: string }): Promise<LoginAnswer> =>
    (await apiRequest("POST", apiPaths.login.href(), credentials)).json(),
});
