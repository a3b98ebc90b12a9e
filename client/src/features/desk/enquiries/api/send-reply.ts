import type { QueryClient } from "@tanstack/react-query";
import type { EmailOutEntry } from "@shared/conversation";
import { apiRequest } from "@/lib/query-client";
import { refreshBookings } from "./booking-keys";

/** POST /api/admin/bookings/:id/replies: the reply as it will go, placeholders filled; it answers the enquiry. */
export const sendReplyMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, subject, body }: { id: number; subject: string; body: string }): Promise<EmailOutEntry> =>
    (await apiRequest("POST", `/api/admin/bookings/${id}/replies`, { subject, body })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
