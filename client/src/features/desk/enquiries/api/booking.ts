import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Insights, StaffMember, TimelineEntry } from "@shared/desk";
import type { ActivityKind } from "@shared/booking-views";
import { apiRequest, getQueryFn } from "@/lib/query-client";
import { bookingKeys, type BookingRecord } from "./bookings";

/**
 * The desk's follow-up calls (shapes in shared/desk.ts; endpoints in the README's "The staff desk"). Keys start with the
 * endpoint path, so `refreshBookings` (which invalidates every key under /api/admin/bookings)
 * also refreshes an open booking and its timeline.
 */

// The answers' shapes are the server's own (type-only imports: nothing of shared/desk.ts is bundled).
export type { StaffMember, TimelineEntry };
export type InsightsData = Insights;

export const deskKeys = {
  booking: (id: number) => [...bookingKeys.all, id] as const,
  activities: (id: number) => [...bookingKeys.all, id, "activities"] as const,
  staff: ["/api/admin/staff"] as const,
  insights: ["/api/admin/insights"] as const,
};

export const bookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: deskKeys.booking(id), queryFn: getQueryFn<BookingRecord>({ on401: "throw" }) });

export const activitiesQueryOptions = (id: number) =>
  queryOptions({ queryKey: deskKeys.activities(id), queryFn: getQueryFn<TimelineEntry[]>({ on401: "throw" }) });

export const staffQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.staff, queryFn: getQueryFn<StaffMember[]>({ on401: "throw" }) });

export const insightsQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.insights, queryFn: getQueryFn<InsightsData>({ on401: "throw" }) });

export const assignMutationOptions = () => ({
  mutationFn: async ({ id, userId }: { id: number; userId: number | null }): Promise<BookingRecord> =>
    (await apiRequest("PUT", `/api/admin/bookings/${id}/assignee`, { userId })).json(),
});

export const addActivityMutationOptions = () => ({
  mutationFn: async ({ id, kind, body }: { id: number; kind: ActivityKind; body?: string }): Promise<unknown> =>
    (await apiRequest("POST", `/api/admin/bookings/${id}/activities`, body ? { kind, body } : { kind })).json(),
});

export const notSpamMutationOptions = () => ({
  mutationFn: async (id: number): Promise<BookingRecord> =>
    (await apiRequest("POST", `/api/admin/bookings/${id}/not-spam`)).json(),
});

/** After an action on one booking: the list, the counts, the booking and its timeline are stale. */
export function refreshAfterAction(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

export const erasePersonalDataMutationOptions = () => ({
  mutationFn: async (id: number): Promise<BookingRecord> =>
    (await apiRequest("DELETE", `/api/admin/bookings/${id}/personal-data`)).json(),
});
