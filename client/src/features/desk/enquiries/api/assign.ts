import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** PUT /api/admin/bookings/:id/assignee (a staff id, or null for nobody): Mine and Unassigned change with it. */
export const assignMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, userId }: { id: number; userId: number | null }): Promise<Jsonified<BookingListItem>> =>
    (await apiRequest("PUT", apiPaths.bookingAssignee.href(id), { userId })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
