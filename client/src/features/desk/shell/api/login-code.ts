import type { QueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { signedIn } from "./me";
import { apiPaths } from "@shared/api-paths";

/** POST /api/auth/login/totp: the second step, a code from the app or a recovery code; its answer opens the desk. */
export const loginCodeMutation = (queryClient: QueryClient) => ({
  mutationFn: async (code: string): Promise<AuthUser> => (await apiRequest("POST", apiPaths.loginCode.href(), { code })).json(),
  onSuccess: (user: AuthUser) => signedIn(queryClient, user),
});
