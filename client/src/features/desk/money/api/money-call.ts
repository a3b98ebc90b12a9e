import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";

/**
 * One of the money actions on a booking: a POST under /api/admin/bookings/:id. After it the
 * booking, its account, timeline, the list and the views' counts (Payments due, Refunds owed) are
 * all stale, so the whole Enquiries tab is refreshed.
 */
export function moneyCall<V extends { id: number }, R>(href: (v: V) => string, body: (v: V) => unknown) {
  return (queryClient: QueryClient) => ({
    mutationFn: async (v: V): Promise<R> => (await apiRequest("POST", href(v), body(v))).json(),
    onSuccess: () => refreshBookings(queryClient),
  });
}
