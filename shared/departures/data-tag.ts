import type { CardDeparturesByProgramme } from "./card-departure";

/**
 * GET /api/departures/cards: every programme's departures as their cards print them, for a catalogue
 * reached inside the app. Here, beside the page's copy it stands in for, so the catalogue's script
 * takes it from a module it loads anyway; shared/api-paths.ts names the same path (a test holds
 * them equal).
 */
export const DEPARTURE_CARDS_PATH = "/api/departures/cards";

/** The id of the served page's JSON copy of its departures, which the browser hydrates from. */
export const DEPARTURES_DATA_ID = "departures-data";

/**
 * The departures as a JSON data block for the page. `<` is escaped so no text in it can close the
 * script element; a data block is never run, so the site's script-src policy is untouched.
 */
export function departuresDataTag(departures: CardDeparturesByProgramme): string {
  return `<script type="application/json" id="${DEPARTURES_DATA_ID}">${JSON.stringify(departures).replace(/</g, "\\u003c")}</script>`;
}
