import { queryOptions } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { bookingKeys } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/bookings/:id: the open booking, for a link to one that is not in the loaded list. */
export const bookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: bookingKeys.booking(id), queryFn: async (): Promise<Jsonified<BookingListItem>> => (await apiRequest("GET", apiPaths.booking.href(id))).json() });
