import type { CardDeparturesByProgramme } from "./card-departure";

/** The id of the served page's JSON copy of its departures, which the browser hydrates from. */
export const DEPARTURES_DATA_ID = "departures-data";

/**
 * The departures as a JSON data block for the page. `<` is escaped so no text in it can close the
 * script element; a data block is never run, so the site's script-src policy is untouched.
 */
export function departuresDataTag(departures: CardDeparturesByProgramme): string {
  return `<script type="application/json" id="${DEPARTURES_DATA_ID}">${JSON.stringify(departures).replace(/</g, "\\u003c")}</script>`;
}
