import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/query-client";
import { refreshBookings } from "./booking-keys";

/** DELETE /api/admin/bookings/:id/personal-data (admins only): the booking and its timeline show the erasure. */
export const erasePersonalDataMutation = (queryClient: QueryClient) => ({
  mutationFn: async (id: number): Promise<Jsonified<BookingListItem>> =>
    (await apiRequest("DELETE", `/api/admin/bookings/${id}/personal-data`)).json(),
  onSuccess: () => refreshBookings(queryClient),
});
