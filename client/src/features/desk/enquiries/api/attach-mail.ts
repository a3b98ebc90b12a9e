import type { QueryClient } from "@tanstack/react-query";
import type { EmailInEntry } from "@shared/conversation";
import { apiRequest } from "@/lib/query-client";
import { refreshBookings } from "./booking-keys";
import { unmatchedMailKeys } from "./unmatched-mail";

/** POST /api/admin/inbound/:id/attach: an unmatched e-mail joins a booking (and may put it back in Needs reply). */
export const attachMailMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, bookingId }: { id: number; bookingId: number }): Promise<EmailInEntry> =>
    (await apiRequest("POST", `/api/admin/inbound/${id}/attach`, { bookingId })).json(),
  onSuccess: async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: unmatchedMailKeys.all }), refreshBookings(queryClient)]);
  },
});
