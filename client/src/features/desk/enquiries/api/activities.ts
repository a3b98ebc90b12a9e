import { queryOptions } from "@tanstack/react-query";
import type { TimelineEntry } from "@shared/api-types";
import { getQueryFn } from "@/lib/query-client";
import { bookingKeys } from "./booking-keys";

/** GET /api/admin/bookings/:id/activities: the booking's timeline, oldest first. */
export const activitiesQueryOptions = (id: number) =>
  queryOptions({ queryKey: bookingKeys.activities(id), queryFn: getQueryFn<TimelineEntry[]>({ on401: "throw" }) });
