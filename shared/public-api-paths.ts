/**
 * The public site's part of the map of API paths (shared/api-paths.ts holds them all): kept apart so
 * a visitor's page carries these few builders, not the desk's fifty.
 */
export const publicApiPaths = {
  enquiries: { pattern: "/api/bookings", href: () => "/api/bookings" },
  visitEvents: { pattern: "/api/events", href: () => "/api/events" },
  health: { pattern: "/api/health", href: () => "/api/health" },
  trip: { pattern: "/api/trip/:token", href: (token: string) => `/api/trip/${encodeURIComponent(token)}` },
  tripAccept: { pattern: "/api/trip/:token/accept", href: (token: string) => `/api/trip/${encodeURIComponent(token)}/accept` },
  /** Who is signed in: the public site's one call about the session. */
  me: { pattern: "/api/auth/me", href: () => "/api/auth/me" },
} as const;
