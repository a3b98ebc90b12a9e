import type { QueryClient } from "@tanstack/react-query";
import type { StaffSettings } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { refreshMe } from "../../shell/api/me";
import { settingsKey } from "./settings";
import { apiPaths } from "@shared/api-paths";

/** PATCH /api/admin/settings: the answer is the new setting; who we are changes with it (`twoFactorRequired`). */
export const setTwoFactorRequiredMutation = (queryClient: QueryClient) => ({
  mutationFn: async (twoFactorRequired: boolean): Promise<StaffSettings> =>
    (await apiRequest("PATCH", apiPaths.settings.href(), { twoFactorRequired })).json(),
  onSuccess: (data: StaffSettings) => {
    queryClient.setQueryData(settingsKey, data);
    return refreshMe(queryClient);
  },
});
