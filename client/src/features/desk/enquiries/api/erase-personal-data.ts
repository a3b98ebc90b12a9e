import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { BookingListItem, ErasureState, Jsonified } from "@shared/api-types";
import { ApiError, apiRequest } from "@/lib/api-request";
import { bookingKeys, refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/**
 * DELETE /api/admin/bookings/:id/personal-data (admins only): the booking and its timeline show the
 * erasure. A 503 means it is erased from the enquiry but not yet from the server's files: the booking
 * is refreshed all the same, so the control shows the pending erasure and its Retry.
 */
export const erasePersonalDataMutation = (queryClient: QueryClient) => ({
  mutationFn: async (id: number): Promise<Jsonified<BookingListItem>> => {
    try {
      return await (await apiRequest("DELETE", apiPaths.bookingPersonalData.href(id))).json();
    } catch (err) {
      if (err instanceof ApiError && err.status === 503) await refreshBookings(queryClient);
      throw err;
    }
  },
  onSuccess: () => refreshBookings(queryClient),
});

/** GET /api/admin/bookings/:id/personal-data: whether the erasure still waits to leave the server's files. */
export const erasureStateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...bookingKeys.booking(id), "erasure"] as const,
    queryFn: async (): Promise<ErasureState> => (await apiRequest("GET", apiPaths.bookingPersonalData.href(id))).json(),
  });
