import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** PUT /api/admin/bookings/:id/follow-up (a future time and an optional note, or null to clear): Follow-ups due and the timeline change with it. */
export const followUpMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, at, note }: { id: number; at: Date | null; note?: string }): Promise<Jsonified<BookingListItem>> =>
    (await apiRequest("PUT", apiPaths.bookingFollowUp.href(id), { at: at ? at.toISOString() : null, ...(at && note ? { note } : {}) })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
