import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiPaths } from "@shared/api-paths";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";

/** POST /api/admin/bookings/:id/offer: **Skip** passes the places offered on now; **Extend offer** holds them longer. */
export const offerMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, action }: { id: number; action: "skip" | "extend" }): Promise<Jsonified<BookingListItem>> =>
    (await apiRequest("POST", apiPaths.bookingOffer.href(id), { action })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
