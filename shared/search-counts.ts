/**
 * A search's counts stop at SEARCH_COUNT_CAP: a word in most bookings ("vegetarian", a programme's
 * name) would otherwise have every match read and checked to count them, at every keystroke,
 * where the desk needs only "more than a thousand" to tell staff to narrow the search.
 */
export const SEARCH_COUNT_CAP = 1000;

/** A count as the desk shows it: exact, or "1,000+" when the search's count stopped at the cap. */
export function countLabel(n: number, capped = false): string {
  return capped ? `${n.toLocaleString("en-IN")}+` : String(n);
}
