import type { SearchInput } from "./last-search";

export const GUEST_OPTIONS = ["1", "2", "3-5", "6-10", "10+"] as const;

/** The home search's field names: without scripts its form submits them to "/" as a query. */
export const HOME_SEARCH_FIELDS = { experience: "experience", date: "date", guests: "guests" } as const;

const MAX_KEY_LENGTH = 64;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The search a visitor pressed before the home page hydrated (the form went to "/?experience=…"),
 * or null when the query holds none. Values are checked like the form's own: an unknown guests
 * choice or a malformed date becomes "", an overlong experience key is ignored.
 */
export function pressedHomeSearch(search: string): SearchInput | null {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  if (!params.has(HOME_SEARCH_FIELDS.experience)) return null;
  const destination = params.get(HOME_SEARCH_FIELDS.experience) ?? "";
  const date = params.get(HOME_SEARCH_FIELDS.date) ?? "";
  const guests = params.get(HOME_SEARCH_FIELDS.guests) ?? "";
  return {
    destination: destination.length <= MAX_KEY_LENGTH ? destination : "",
    date: ISO_DAY.test(date) ? date : "",
    guests: (GUEST_OPTIONS as readonly string[]).includes(guests) ? guests : "",
  };
}
