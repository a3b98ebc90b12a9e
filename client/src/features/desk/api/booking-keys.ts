import type { QueryClient } from "@tanstack/react-query";
import type { BookingFilters } from "./booking-filters";
import { apiPaths } from "@shared/api-paths";

/**
 * The desk's booking query keys. They start with the endpoint path, so one invalidation of
 * `bookingKeys.all` refreshes the list, the counts, an open booking and its timeline.
 */
export const bookingKeys = {
  all: [apiPaths.bookings.href()] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  list: (filters: BookingFilters) => [...bookingKeys.lists(), filters] as const,
  summary: () => [...bookingKeys.all, "summary"] as const,
  booking: (id: number) => [...bookingKeys.all, id] as const,
  activities: (id: number) => [...bookingKeys.all, id, "activities"] as const,
};

/** After an action on one booking: the list, the counts, the booking and its timeline are stale. */
export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}
