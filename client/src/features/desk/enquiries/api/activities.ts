import { queryOptions } from "@tanstack/react-query";
import type { TimelineEntry } from "@shared/api-types";
import { ApiError } from "@/lib/api-request";
import { bookingKeys } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** The desk opens a booking on its newest entries; "Show earlier" reads the whole timeline. */
export const RECENT_ENTRIES = 50;

export interface TimelinePage {
  /** Oldest first. */
  entries: TimelineEntry[];
  /** How many entries the whole timeline holds. */
  total: number;
}

/** GET /api/admin/bookings/:id/activities (?last=50 unless `all`): the booking's timeline, oldest first. */
export const activitiesQueryOptions = (id: number, all = false) =>
  queryOptions({
    queryKey: [...bookingKeys.activities(id), all ? "all" : "recent"],
    queryFn: async (): Promise<TimelinePage> => {
      const res = await fetch(apiPaths.bookingActivities.href(id, all ? undefined : RECENT_ENTRIES), { credentials: "include" });
      if (!res.ok) {
        const text = (await res.text()) || res.statusText;
        throw new ApiError(res.status, `${res.status}: ${text}`, text);
      }
      const entries = (await res.json()) as TimelineEntry[];
      return { entries, total: all ? entries.length : Number(res.headers.get("X-Total-Count") ?? entries.length) };
    },
  });
