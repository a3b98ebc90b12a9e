import type { BookingStatus } from "@shared/booking-status";
import type { BookingView } from "@shared/booking-views";

export type StatusFilter = BookingStatus | "all";

/** What the list shows: a desk view, a status and a search, as the list and the CSV export ask for them. */
export interface BookingFilters {
  view?: BookingView;
  status: StatusFilter;
  q: string;
}

/** Only what narrows the list, so the default filter asks with no parameters. */
export function filterParams({ view = "all", status, q }: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== "all") params.set("view", view);
  if (status !== "all") params.set("status", status);
  if (q.trim()) params.set("q", q.trim());
  return params;
}
