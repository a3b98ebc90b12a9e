/**
 * The one map of the HTTP API's paths (docs/http-api.md says what each answers). Each endpoint has the Express
 * route pattern its router registers and an href builder the client calls it with, so a path is
 * typed once; tests/unit/platform/api-paths.test.ts checks every builder against its pattern and every
 * route the server registers against this map.
 */

import { publicApiPaths } from "./public-api-paths";

type QueryValues = Record<string, string | number | undefined>;

/** `?a=1&b=2` of the values given (none: ""), each encoded as a URI component. */
function queryString(params: QueryValues): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** The path with a query string when there is one: values, or filters the client built as URLSearchParams. */
const withQuery = (path: string, query: URLSearchParams | QueryValues = {}) => {
  if (!(query instanceof URLSearchParams)) return path + queryString(query);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
};

/** The prefixes the API's shared middleware is mounted on (sessions, the staff gate, not-found). */
export const API_PREFIX = "/api";
export const AUTH_PREFIX = "/api/auth";
export const ADMIN_PREFIX = "/api/admin";
export const TRIP_API_PREFIX = "/api/trip";

export const apiPaths = {
  ...publicApiPaths,
  // The site's departures: only the server and tests build it (a catalogue reached inside the app
  // calls GET /api/departures/cards, whose path it takes from shared/departures/data-tag.ts).
  departures: {
    pattern: "/api/departures",
    href: (programme?: string) => (programme ? `/api/departures?programme=${encodeURIComponent(programme)}` : "/api/departures"),
  },
  departureCards: { pattern: "/api/departures/cards", href: () => "/api/departures/cards" },
  programmes: { pattern: "/api/programmes", href: (catalogue?: string) => withQuery("/api/programmes", { catalogue }) },
  // The trip page's traveller details: the page posts plain forms, so only the server and tests build these.
  tripTravellers: { pattern: "/api/trip/:token/travellers", href: (token: string) => `/api/trip/${encodeURIComponent(token)}/travellers` },
  tripTraveller: { pattern: "/api/trip/:token/travellers/:n", href: (token: string, n: number) => `/api/trip/${encodeURIComponent(token)}/travellers/${n}` },
  tripInsurance: { pattern: "/api/trip/:token/insurance", href: (token: string) => `/api/trip/${encodeURIComponent(token)}/insurance` },

  // Signing in and the staff member's own account
  login: { pattern: "/api/auth/login", href: () => "/api/auth/login" },
  loginCode: { pattern: "/api/auth/login/totp", href: () => "/api/auth/login/totp" },
  logout: { pattern: "/api/auth/logout", href: () => "/api/auth/logout" },
  password: { pattern: "/api/auth/password", href: () => "/api/auth/password" },
  totpSetup: { pattern: "/api/auth/totp/setup", href: () => "/api/auth/totp/setup" },
  totpEnable: { pattern: "/api/auth/totp/enable", href: () => "/api/auth/totp/enable" },
  totpDisable: { pattern: "/api/auth/totp/disable", href: () => "/api/auth/totp/disable" },
  emailConfirmation: { pattern: "/api/auth/email-confirmation", href: (token: string) => withQuery("/api/auth/email-confirmation", { token }) },

  // The team and its settings (admins)
  users: { pattern: "/api/admin/users", href: () => "/api/admin/users" },
  user: { pattern: "/api/admin/users/:id", href: (id: number) => `/api/admin/users/${id}` },
  userTotp: { pattern: "/api/admin/users/:id/totp", href: (id: number) => `/api/admin/users/${id}/totp` },
  settings: { pattern: "/api/admin/settings", href: () => "/api/admin/settings" },
  audit: { pattern: "/api/admin/audit", href: (query?: URLSearchParams | QueryValues) => withQuery("/api/admin/audit", query) },

  // The desk's list of bookings and one booking
  bookings: { pattern: "/api/admin/bookings", href: (query?: URLSearchParams | QueryValues) => withQuery("/api/admin/bookings", query) },
  bookingSummary: { pattern: "/api/admin/bookings/summary", href: (q?: string) => withQuery("/api/admin/bookings/summary", { q: q || undefined }) },
  bookingExport: { pattern: "/api/admin/bookings/export.csv", href: (query?: URLSearchParams | QueryValues) => withQuery("/api/admin/bookings/export.csv", query) },
  booking: { pattern: "/api/admin/bookings/:id", href: (id: number) => `/api/admin/bookings/${id}` },
  deskEvents: { pattern: "/api/admin/events", href: () => "/api/admin/events" },
  staff: { pattern: "/api/admin/staff", href: () => "/api/admin/staff" },
  deskClock: { pattern: "/api/admin/desk-clock", href: () => "/api/admin/desk-clock" },

  // The actions on one booking (server/routes/booking-actions/)
  bookingStatus: { pattern: "/api/admin/bookings/:id/status", href: (id: number) => `/api/admin/bookings/${id}/status` },
  bookingHistory: { pattern: "/api/admin/bookings/:id/history", href: (id: number) => `/api/admin/bookings/${id}/history` },
  bookingActivities: {
    pattern: "/api/admin/bookings/:id/activities",
    href: (id: number, last?: number) => withQuery(`/api/admin/bookings/${id}/activities`, { last }),
  },
  bookingDuplicateOf: { pattern: "/api/admin/bookings/:id/duplicate-of", href: (id: number) => `/api/admin/bookings/${id}/duplicate-of` },
  bookingPersonalData: { pattern: "/api/admin/bookings/:id/personal-data", href: (id: number) => `/api/admin/bookings/${id}/personal-data` },
  bookingNotSpam: { pattern: "/api/admin/bookings/:id/not-spam", href: (id: number) => `/api/admin/bookings/${id}/not-spam` },
  bookingReplies: { pattern: "/api/admin/bookings/:id/replies", href: (id: number) => `/api/admin/bookings/${id}/replies` },
  bookingAssignee: { pattern: "/api/admin/bookings/:id/assignee", href: (id: number) => `/api/admin/bookings/${id}/assignee` },
  bookingFollowUp: { pattern: "/api/admin/bookings/:id/follow-up", href: (id: number) => `/api/admin/bookings/${id}/follow-up` },

  // A booking's money (server/routes/money/)
  bookingQuotes: { pattern: "/api/admin/bookings/:id/quotes", href: (id: number) => `/api/admin/bookings/${id}/quotes` },
  bookingAccount: { pattern: "/api/admin/bookings/:id/account", href: (id: number) => `/api/admin/bookings/${id}/account` },
  bookingTravellers: { pattern: "/api/admin/bookings/:id/travellers", href: (id: number) => `/api/admin/bookings/${id}/travellers` },
  travellerReveal: { pattern: "/api/admin/bookings/:id/travellers/:n/reveal", href: (id: number, n: number) => `/api/admin/bookings/${id}/travellers/${n}/reveal` },
  departureManifest: { pattern: "/api/admin/departures/:id/manifest.csv", href: (id: number) => `/api/admin/departures/${id}/manifest.csv` },
  bookingPayments: { pattern: "/api/admin/bookings/:id/payments", href: (id: number) => `/api/admin/bookings/${id}/payments` },
  bookingPaymentVoid: {
    pattern: "/api/admin/bookings/:id/payments/:paymentId/void",
    href: (id: number, paymentId: number) => `/api/admin/bookings/${id}/payments/${paymentId}/void`,
  },
  bookingLateFee: { pattern: "/api/admin/bookings/:id/late-fee", href: (id: number) => `/api/admin/bookings/${id}/late-fee` },
  bookingDateChange: { pattern: "/api/admin/bookings/:id/date-change", href: (id: number) => `/api/admin/bookings/${id}/date-change` },
  bookingCancellation: { pattern: "/api/admin/bookings/:id/cancellation", href: (id: number) => `/api/admin/bookings/${id}/cancellation` },
  bookingRefundPaid: { pattern: "/api/admin/bookings/:id/refund-paid", href: (id: number) => `/api/admin/bookings/${id}/refund-paid` },
  credits: { pattern: "/api/admin/credits", href: () => "/api/admin/credits" },
  paymentsCsv: { pattern: "/api/admin/payments.csv", href: (from: string, to: string) => withQuery("/api/admin/payments.csv", { from, to }) },

  // Conversations with visitors
  replyTemplates: { pattern: "/api/admin/reply-templates", href: () => "/api/admin/reply-templates" },
  replyTemplate: { pattern: "/api/admin/reply-templates/:id", href: (id: number) => `/api/admin/reply-templates/${id}` },
  inbound: {
    pattern: "/api/admin/inbound",
    href: (query: { view?: string; limit?: number; cursor?: string } = {}) => withQuery("/api/admin/inbound", query),
  },
  inboundAttach: { pattern: "/api/admin/inbound/:id/attach", href: (id: number) => `/api/admin/inbound/${id}/attach` },
  attachment: { pattern: "/api/admin/attachments/:id", href: (id: number) => `/api/admin/attachments/${id}` },

  // Departures
  adminDepartures: {
    pattern: "/api/admin/departures",
    href: (query?: { from?: string; to?: string; programme?: string }) => withQuery("/api/admin/departures", query),
  },
  adminDeparture: { pattern: "/api/admin/departures/:id", href: (id: number) => `/api/admin/departures/${id}` },
  departureBookings: { pattern: "/api/admin/departures/:id/bookings", href: (id: number) => `/api/admin/departures/${id}/bookings` },
  bookingOffer: { pattern: "/api/admin/bookings/:id/offer", href: (id: number) => `/api/admin/bookings/${id}/offer` },
  departureInsights: { pattern: "/api/admin/insights/departures", href: () => "/api/admin/insights/departures" },

  // Programmes
  adminProgrammes: {
    pattern: "/api/admin/programmes",
    href: (query?: { catalogue?: string; status?: string }) => withQuery("/api/admin/programmes", query),
  },
  adminProgramme: { pattern: "/api/admin/programmes/:id", href: (id: number) => `/api/admin/programmes/${id}` },
  programmeVersions: { pattern: "/api/admin/programmes/:id/versions", href: (id: number) => `/api/admin/programmes/${id}/versions` },
  programmeRestore: { pattern: "/api/admin/programmes/:id/restore", href: (id: number) => `/api/admin/programmes/${id}/restore` },
  programmePhotos: { pattern: "/api/admin/programmes/:id/photos", href: (id: number) => `/api/admin/programmes/${id}/photos` },
  programmePhoto: {
    pattern: "/api/admin/programmes/:id/photos/:photoId",
    href: (id: number, photoId: string) => `/api/admin/programmes/${id}/photos/${encodeURIComponent(photoId)}`,
  },

  // Insights
  insights: { pattern: "/api/admin/insights", href: (weeks?: number) => withQuery("/api/admin/insights", { weeks }) },
  funnel: { pattern: "/api/admin/insights/funnel", href: (from: string, to: string) => withQuery("/api/admin/insights/funnel", { from, to }) },
  moneyInsights: { pattern: "/api/admin/insights/money", href: (from: string, to: string) => withQuery("/api/admin/insights/money", { from, to }) },
} as const;
