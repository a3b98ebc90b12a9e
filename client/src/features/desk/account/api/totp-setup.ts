import type { TotpSetup } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

/** POST /api/auth/totp/setup: a new secret; nothing is on until a code from it is confirmed. */
export const totpSetupMutation = () => ({
  mutationFn: async (): Promise<TotpSetup> => (await apiRequest("POST", apiPaths.totpSetup.href())).json(),
});
