import type { QueryClient } from "@tanstack/react-query";
import type { EmailOutEntry } from "@shared/conversation";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/**
 * POST /api/admin/bookings/:id/replies: the reply as it will go, placeholders filled, to the
 * booking's e-mail or another sender on the booking; it answers the enquiry.
 */
export const sendReplyMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, subject, body, to }: { id: number; subject: string; body: string; to?: string }): Promise<EmailOutEntry> =>
    (await apiRequest("POST", apiPaths.bookingReplies.href(id), { subject, body, to })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
