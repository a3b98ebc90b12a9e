import type { LastSearch } from "./last-search";

/** Where the home search leaves its choice in the history entry of the page it opens. */
export const ARRIVAL_STATE_KEY = "homeSearch";

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** The history state that marks a page as opened by the home search for experience `key`. */
export function arrivalState(key: string): Record<string, string> {
  return { [ARRIVAL_STATE_KEY]: key };
}

/** The experience key a history entry was opened for, or null. */
export function arrivalKey(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const key = (state as Record<string, unknown>)[ARRIVAL_STATE_KEY];
  return typeof key === "string" && key.length > 0 && key.length <= 64 ? key : null;
}

/**
 * "For 2 guests, around 15 January": what the visitor told the home search, in words. The year is
 * named only when it is not this one. Null when the search held neither a date nor guests.
 */
export function describeSearch(last: Pick<LastSearch, "date" | "guests">, today: Date): string | null {
  const parts: string[] = [];
  if (last.guests) parts.push(`for ${last.guests} ${last.guests === "1" ? "guest" : "guests"}`);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(last.date);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
      const sameYear = year === today.getFullYear();
      parts.push(`around ${day} ${MONTHS[month - 1]}${sameYear ? "" : ` ${year}`}`);
    }
  }
  if (parts.length === 0) return null;
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
