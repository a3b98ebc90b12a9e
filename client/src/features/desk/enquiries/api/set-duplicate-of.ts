import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** PUT /api/admin/bookings/:id/duplicate-of: marks the booking a duplicate of another, or undoes it (null). */
export const setDuplicateOfMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, bookingId }: { id: number; bookingId: number | null }): Promise<unknown> =>
    (await apiRequest("PUT", apiPaths.bookingDuplicateOf.href(id), { bookingId })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
