import type { QueryClient } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { apiRequest } from "@/lib/api-request";
import { releaseHere } from "../released-here";
import { refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/**
 * POST /api/admin/bookings/:id/not-spam: releases a suspect enquiry into All (its e-mails go then).
 * The id is marked as released here before the request, so this desk does not announce it as new.
 */
export const notSpamMutation = (queryClient: QueryClient) => ({
  mutationFn: (id: number): Promise<Jsonified<BookingListItem>> =>
    releaseHere(id, async (bookingId) => (await apiRequest("POST", apiPaths.bookingNotSpam.href(bookingId))).json()),
  onSuccess: () => refreshBookings(queryClient),
});
