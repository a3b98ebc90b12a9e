import { queryOptions } from "@tanstack/react-query";
import type { BookingDetail, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { bookingKeys } from "./booking-keys";
import { apiPaths } from "@shared/api-paths";

/**
 * GET /api/admin/bookings/:id with `related`, the same person's other bookings. Its own key under
 * the booking's, so the panel's row from the list never stands in for it, and every refresh of the
 * booking refreshes it.
 */
export const bookingDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...bookingKeys.booking(id), "detail"] as const,
    queryFn: async (): Promise<Jsonified<BookingDetail>> => (await apiRequest("GET", apiPaths.booking.href(id))).json(),
  });
