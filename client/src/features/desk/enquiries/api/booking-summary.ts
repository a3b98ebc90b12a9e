import { queryOptions } from "@tanstack/react-query";
import type { BookingSummary } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { bookingKeys } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** GET /api/admin/bookings/summary: the counts beside each view and status; with a search, the search's. */
export const bookingSummaryQueryOptions = (q = "") =>
  queryOptions({
    queryKey: [...bookingKeys.summary(), q.trim()] as const,
    queryFn: async (): Promise<BookingSummary> =>
      (await apiRequest("GET", apiPaths.bookingSummary.href(q.trim()))).json(),
  });
