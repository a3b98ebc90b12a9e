/**
 * A trip's dates written out in full, each day as `formatDay` writes it. Re-exported by dates-text.ts,
 * which owns every style of a trip's dates; a module of its own so the trip page, which prints only
 * these, does not load the short style and its month table (the bundler puts all a module's used code
 * in one chunk, loaded by every page that imports it).
 */
import { formatDay } from "../money/days";
import type { Day } from "../money/types";

/**
 * `to`: "14 March 2027 to 19 March 2027", as the traveller reads them (the trip page, the e-mails);
 * `dash`: "14 March 2027 – 19 March 2027", as the desk's records of a date change print them.
 */
type LongDatesStyle = "to" | "dash";

export function tripDatesText(startDate: Day, endDate: Day, style: LongDatesStyle = "to"): string {
  return `${formatDay(startDate)}${style === "dash" ? " \u2013 " : " to "}${formatDay(endDate)}`;
}

/** "1 night", "5 nights". */
export function nightsText(nights: number): string {
  return `${nights} ${nights === 1 ? "night" : "nights"}`;
}
