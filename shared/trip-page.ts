/**
 * The visitor's trip page, `/trip/<token>`: one page per booking, rendered by the server at request
 * time from the booking's trip (never prerendered, never in the sitemap: see
 * docs/decisions/trip-page.md). Its path is not in the route table because the table lists fixed
 * paths, and the server's 404 decision for them must not open a door to this one.
 */
export const TRIP_PATH_PREFIX = "/trip/";

export const TRIP_PAGE_TITLE = "Your trip | Inner Light Journeys";

/** The built shell the server fills in (dist/pages/trip.html). */
export const TRIP_PAGE_NAME = "trip";

/** The head of a trip page: kept out of search engines, and its address out of any Referer. */
export function tripHeadTags(): string {
  return [
    `<title>${TRIP_PAGE_TITLE}</title>`,
    `<meta name="description" content="Your quote, payment schedule and payments with Inner Light Journeys." />`,
    `<meta name="robots" content="noindex" />`,
    `<meta name="referrer" content="no-referrer" />`,
  ].join("\n    ");
}
