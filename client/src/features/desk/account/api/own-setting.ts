import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { refreshMe } from "../../shell/api/me";
import { apiPaths } from "@shared/api-paths";

/** This person's own choices that are a yes or no (Account). */
export type OwnSettingName = "digestEnabled" | "openNextAfterSend";

/** PATCH /api/auth/me {digestEnabled} or {openNextAfterSend}: one of this person's own settings on or off. */
export const ownSettingMutation = (queryClient: QueryClient, name: OwnSettingName) => ({
  mutationFn: async (on: boolean): Promise<void> => {
    await apiRequest("PATCH", apiPaths.me.href(), { [name]: on });
  },
  onSuccess: () => refreshMe(queryClient),
});
