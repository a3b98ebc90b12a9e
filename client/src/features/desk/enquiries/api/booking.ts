import { queryOptions } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { getQueryFn } from "@/lib/query-client";
import { bookingKeys } from "./booking-keys";

/** GET /api/admin/bookings/:id: the open booking, for a link to one that is not in the loaded list. */
export const bookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: bookingKeys.booking(id), queryFn: getQueryFn<Jsonified<BookingListItem>>({ on401: "throw" }) });
