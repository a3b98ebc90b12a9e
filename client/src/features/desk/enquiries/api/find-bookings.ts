import { queryOptions } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { bookingKeys } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** How many candidates the desk offers when a booking is looked for by reference, name or e-mail. */
const CANDIDATES = 6;

/** The bookings a reference, a name or an e-mail finds (the list's search over every booking), to choose one from. */
export const findBookingsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...bookingKeys.all, "find", q.trim()] as const,
    queryFn: async (): Promise<Jsonified<BookingListItem>[]> =>
      (await apiRequest("GET", apiPaths.bookings.href({ q: q.trim(), limit: CANDIDATES }))).json(),
    enabled: q.trim().length >= 2,
  });
