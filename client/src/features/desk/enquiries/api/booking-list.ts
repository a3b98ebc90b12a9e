import { infiniteQueryOptions } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { filterParams, type BookingFilters } from "../../api/booking-filters";
import { bookingKeys } from "../../api/booking-keys";
import { parseNextLink } from "./next-link";
import { apiPaths } from "@shared/api-paths";

export interface BookingPage {
  items: Jsonified<BookingListItem>[];
  /** From X-Total-Count; null when the server leaves it out. */
  total: number | null;
  /** X-Total-Capped: a search found more than `total` (SEARCH_COUNT_CAP) bookings. */
  totalCapped: boolean;
  /** The URL of the next page from the Link header, if any. */
  next: string | null;
}

const PAGE_SIZE = 50;

export function bookingListUrl(filters: BookingFilters, limit = PAGE_SIZE): string {
  const params = filterParams(filters);
  params.set("limit", String(limit));
  return apiPaths.bookings.href(params);
}

/** GET /api/admin/bookings, a page at a time: each page names the next in its Link header. */
export const bookingListQueryOptions = (filters: BookingFilters) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(filters),
    queryFn: async ({ pageParam }): Promise<BookingPage> => {
      const res = await apiRequest("GET", pageParam ?? bookingListUrl(filters));
      const items = (await res.json()) as Jsonified<BookingListItem>[];
      const totalHeader = res.headers.get("X-Total-Count");
      return {
        items,
        total: totalHeader !== null && totalHeader !== "" ? Number(totalHeader) : null,
        totalCapped: res.headers.get("X-Total-Capped") === "true",
        next: parseNextLink(res.headers.get("Link")),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
