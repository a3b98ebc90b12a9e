import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiPaths } from "@shared/api-paths";
import { apiRequest } from "@/lib/api-request";
import { refreshDepartures } from "./departures";

/** POST /api/admin/bookings/:id/offer: **Skip** passes the places offered on now; **Extend offer** holds them longer. */
export const offerMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, action }: { id: number; action: "skip" | "extend" }): Promise<Jsonified<BookingListItem>> =>
    (await apiRequest("POST", apiPaths.bookingOffer.href(id), { action })).json(),
  // The departure's held places and its line change with the booking's row.
  onSuccess: () => refreshDepartures(queryClient),
});
