import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import type { BookingStatus } from "@shared/booking-status";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** PATCH /api/admin/bookings/:id/status: the list, the counts and the timeline change with it. */
export const updateStatusMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, status }: { id: number; status: BookingStatus }): Promise<Jsonified<BookingListItem>> =>
    (await apiRequest("PATCH", apiPaths.bookingStatus.href(id), { status })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
