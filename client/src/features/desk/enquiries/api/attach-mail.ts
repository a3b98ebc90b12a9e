import type { QueryClient } from "@tanstack/react-query";
import type { EmailInEntry } from "@shared/conversation";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";
import { unmatchedMailKeys } from "./unmatched-mail";
import { apiPaths } from "@shared/api-paths";

/**
 * POST /api/admin/inbound/:id/attach {reference}: an unmatched e-mail joins the booking staff chose
 * and saw named (and may put it back in Needs reply).
 */
export const attachMailMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, reference }: { id: number; reference: string }): Promise<EmailInEntry> =>
    (await apiRequest("POST", apiPaths.inboundAttach.href(id), { reference })).json(),
  onSuccess: async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: unmatchedMailKeys.all }), refreshBookings(queryClient)]);
  },
});
