import type { TotpEnabled } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { apiPaths } from "@shared/api-paths";

/**
 * POST /api/auth/totp/enable: one correct code turns two-factor on and answers the recovery codes.
 * Nothing is refreshed yet: the desk asks who we are once the codes are put away.
 */
export const totpEnableMutation = () => ({
  mutationFn: async (code: string): Promise<TotpEnabled> => (await apiRequest("POST", apiPaths.totpEnable.href(), { code })).json(),
});
