import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AdminDeparture, DepartureBooking, DepartureMonth } from "@shared/departures";
import type { DeparturePatch, NewDeparture } from "@shared/departures/requests";
import { apiPaths } from "@shared/api-paths";
import { getQueryFn } from "@/lib/query-client";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "./booking-keys";

export interface DepartureQuery {
  from?: string;
  to?: string;
  programme?: string;
}

// Places are taken on the trip page and by other staff: each opening reads them afresh (staleTime 0).

/** GET /api/admin/departures: every status, by start date, with places, taken, left, waiting and enquiries. */
export const departuresQueryOptions = (q: DepartureQuery = {}) =>
  queryOptions({ queryKey: [apiPaths.adminDepartures.href(q)] as const, queryFn: getQueryFn<AdminDeparture[]>({ on401: "throw" }), staleTime: 0 });

/** GET /api/admin/departures/:id/bookings: confirmed, quoted, other enquiries, then waiting in line order. */
export const departureBookingsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [apiPaths.departureBookings.href(id)] as const, queryFn: getQueryFn<DepartureBooking[]>({ on401: "throw" }), staleTime: 0 });

/** GET /api/admin/insights/departures: the next 12 months. */
export const departureMonthsQueryOptions = () =>
  queryOptions({ queryKey: [apiPaths.departureInsights.href()] as const, queryFn: getQueryFn<DepartureMonth[]>({ on401: "throw" }), staleTime: 0 });

const isDepartureKey = (key: readonly unknown[]) => typeof key[0] === "string" && (key[0].startsWith(apiPaths.adminDepartures.href()) || key[0] === apiPaths.departureInsights.href());

/** After a departure changed: its lists, bookings and insights, and the bookings' rows (Place free), are stale. */
export async function refreshDepartures(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ predicate: (q) => isDepartureKey(q.queryKey) }), refreshBookings(queryClient)]);
}

/** POST /api/admin/departures. */
export const addDeparture = async (body: NewDeparture): Promise<AdminDeparture> => (await apiRequest("POST", apiPaths.adminDepartures.href(), body)).json();

/** PATCH /api/admin/departures/:id: new dates, price, places, note or status. */
export const changeDeparture = async ({ id, patch }: { id: number; patch: Partial<DeparturePatch> }): Promise<AdminDeparture> =>
  (await apiRequest("PATCH", apiPaths.adminDeparture.href(id), patch)).json();
