import { createContext } from "react";
import type { TripBody } from "@shared/money/account-types";

/** The id of the server-rendered page's JSON copy of the trip, which the browser hydrates from. */
const TRIP_DATA_ID = "trip-data";

/** The trip the server renders the page from (client/src/entry-server.tsx); null for a link that opens nothing. */
export const TripDataContext = createContext<TripBody | null | undefined>(undefined);

/**
 * The trip as a JSON data block for the page. `<` is escaped so no text in it can close the
 * script element; a data block is never run, so the site's script-src policy is untouched.
 */
export function tripDataTag(trip: TripBody | null): string {
  return `<script type="application/json" id="${TRIP_DATA_ID}">${JSON.stringify(trip).replace(/</g, "\\u003c")}</script>`;
}

/**
 * In the browser: the trip the server rendered this page from, null when the server found none for
 * the link, or undefined when the page has no copy (the development server).
 */
export function readTripData(doc: Document): TripBody | null | undefined {
  const text = doc.getElementById(TRIP_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TripBody | null;
  } catch {
    return undefined;
  }
}
