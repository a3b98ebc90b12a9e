import type { QueryClient } from "@tanstack/react-query";
import type { ActivityKind } from "@shared/booking-views";
import { apiRequest } from "@/lib/api-request";
import { refreshBookings } from "../../api/booking-keys";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/bookings/:id/activities: a note or a logged contact; a first contact answers the 24-hour promise. */
export const addActivityMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, kind, body }: { id: number; kind: ActivityKind; body?: string }): Promise<unknown> =>
    (await apiRequest("POST", apiPaths.bookingActivities.href(id), body ? { kind, body } : { kind })).json(),
  onSuccess: () => refreshBookings(queryClient),
});
