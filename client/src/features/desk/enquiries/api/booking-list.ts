import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Booking, BookingStatus, InsertBooking, StatusChange } from "@shared/schema";
import type { BookingView } from "@shared/booking-views";
import { ApiError, apiRequest, getQueryFn } from "@/lib/query-client";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@shared/bot-signals";
import type { LeadSource } from "@/lib/lead-source";

/**
 * Every call the enquiry form and the staff desk make, with its query key, in one place.
 * Keys start with the endpoint path so one invalidation of `bookingKeys.all` refreshes
 * the list, the counts and any open history.
 */

export interface AuthUser {
  id: number;
  username: string;
  role: "admin" | "agent";
  /** A temporary password set by an admin: it must be replaced before anything else. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** An admin requires two-factor sign-in for all staff. */
  twoFactorRequired: boolean;
}

/** A value as it arrives over JSON: every Date is an ISO string. */
export type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
/** A booking as the desk receives it: every column, plus the assignee's username. */
export type BookingRecord = Jsonified<Booking> & { assignee?: string | null };

export interface BookingSummary {
  total: number;
  pending: number;
  confirmed: number;
  cancelled: number;
  /** How many bookings each desk view holds. */
  views?: Record<BookingView, number>;
  /** E-mails that could not be delivered after every retry. */
  mailFailed?: number;
}

export type StatusFilter = BookingStatus | "all";

export interface BookingFilters {
  view?: BookingView;
  status: StatusFilter;
  q: string;
}

export interface BookingPage {
  items: BookingRecord[];
  /** From X-Total-Count; null when the server leaves it out. */
  total: number | null;
  /** The URL of the next page from the Link header, if any. */
  next: string | null;
}

export const PAGE_SIZE = 50;

export const authKeys = {
  me: ["/api/auth/me"] as const,
};

export const bookingKeys = {
  all: ["/api/admin/bookings"] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  list: (filters: BookingFilters) => [...bookingKeys.lists(), filters] as const,
  summary: () => [...bookingKeys.all, "summary"] as const,
  history: (id: number) => [...bookingKeys.all, id, "history"] as const,
};

function filterParams({ view = "all", status, q }: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== "all") params.set("view", view);
  if (status !== "all") params.set("status", status);
  if (q.trim()) params.set("q", q.trim());
  return params;
}

export function bookingListUrl(filters: BookingFilters, limit = PAGE_SIZE): string {
  const params = filterParams(filters);
  params.set("limit", String(limit));
  return `/api/admin/bookings?${params}`;
}

export function bookingExportUrl(filters: BookingFilters): string {
  const params = filterParams(filters).toString();
  return `/api/admin/bookings/export.csv${params ? `?${params}` : ""}`;
}

/**
 * Reads the rel="next" target of an RFC 8288 Link header. The header echoes the search text, so it
 * is read by position rather than with regular expressions (whose backtracking grew quadratic).
 */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const link = part.trim();
    const close = link.indexOf(">");
    if (link[0] !== "<" || close < 2) continue;
    const [between, ...params] = link.slice(close + 1).split(";");
    if (between.trim() !== "") continue;
    for (const param of params) {
      const eq = param.indexOf("=");
      if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "rel") continue;
      let value = param.slice(eq + 1).trim();
      if (value.length >= 2 && value[0] === '"' && value[value.length - 1] === '"') value = value.slice(1, -1);
      if (value.split(" ").includes("next")) return link.slice(1, close);
    }
  }
  return null;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: getQueryFn<AuthUser | null>({ on401: "returnNull" }),
  });

export const bookingListQueryOptions = (filters: BookingFilters) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(filters),
    queryFn: async ({ pageParam }): Promise<BookingPage> => {
      const res = await apiRequest("GET", pageParam ?? bookingListUrl(filters));
      const items = (await res.json()) as BookingRecord[];
      const totalHeader = res.headers.get("X-Total-Count");
      return {
        items,
        total: totalHeader !== null && totalHeader !== "" ? Number(totalHeader) : null,
        next: parseNextLink(res.headers.get("Link")),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const bookingSummaryQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.summary(),
    queryFn: getQueryFn<BookingSummary>({ on401: "throw" }),
  });

export const bookingHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.history(id),
    queryFn: getQueryFn<StatusChange[]>({ on401: "throw" }),
  });

/* --------------------------------------------------------------- mutations */

/** The enquiry as the public form sends it (SPEC §7: no budgetRange). */
export type EnquiryPayload = Omit<InsertBooking, "budgetRange">;
/** The form's own values carry the source fields as null; the dialog fills them from the visit. */
type Nullable<T> = { [K in keyof T]?: T[K] | null };

/** What the form adds for the server's bot trap: the hidden honeypot and how long the form was open. */
export type BotSignals = { [HONEYPOT_FIELD]: string } & { [FILL_TIME_FIELD]: number };

export const createBookingMutationOptions = () => ({
  mutationFn: async (payload: EnquiryPayload & Partial<BotSignals> & Nullable<LeadSource>): Promise<BookingRecord> =>
    (await apiRequest("POST", "/api/bookings", payload)).json(),
});

export const updateBookingStatusMutationOptions = () => ({
  mutationFn: async ({ id, status }: { id: number; status: BookingStatus }): Promise<BookingRecord> =>
    (await apiRequest("PATCH", `/api/admin/bookings/${id}/status`, { status })).json(),
});

/** The password step answers the user, or that an authentication code is due first. */
export type LoginAnswer = AuthUser | { twoFactorRequired: true; id?: undefined };

export const loginMutationOptions = () => ({
  mutationFn: async (credentials: { username: string; password: string }): Promise<LoginAnswer> =>
    (await apiRequest("POST", "/api/auth/login", credentials)).json(),
});

export const logoutMutationOptions = () => ({
  mutationFn: async (): Promise<void> => {
    await apiRequest("POST", "/api/auth/logout");
  },
});

/* ----------------------------------------------------------------- helpers */

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A 401 anywhere on the desk means the session is gone: show the sign-in form again. */
export function signOutLocally(queryClient: QueryClient): void {
  queryClient.setQueryData(authKeys.me, null);
  queryClient.removeQueries({ queryKey: bookingKeys.all });
}

export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}
