import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/query-client";
import { refreshBookings } from "./booking-keys";

/** PUT /api/admin/bookings/:id/assignee (a staff id, or null for nobody): Mine and Unassigned change with it. */
export const assignMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, userId }: { id: number; userId: number | null }): Promise<Jsonified<BookingListItem>> =>
    (await apiRequest("PUT", `/api/admin/bookings/${id}/assignee`, { userId })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
