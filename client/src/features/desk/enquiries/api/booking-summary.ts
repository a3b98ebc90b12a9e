import { queryOptions } from "@tanstack/react-query";
import type { BookingSummary } from "@shared/api-types";
import { getQueryFn } from "@/lib/query-client";
import { bookingKeys } from "./booking-keys";

/** GET /api/admin/bookings/summary: the counts beside each view and status. */
export const bookingSummaryQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.summary(), queryFn: getQueryFn<BookingSummary>({ on401: "throw" }) });
