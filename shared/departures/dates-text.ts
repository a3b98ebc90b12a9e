/**
 * A trip's dates as text, in every style the site, the desk and the e-mails print them: the short one
 * here (`departureDatesText`), the long ones (`tripDatesText`: "14 March 2027 to 19 March 2027") and
 * the nights in trip-dates-text.ts, re-exported below.
 */
import { monthShort } from "../months";

export { nightsText, tripDatesText } from "./trip-dates-text";

const EN_DASH = "\u2013";

function parts(day: string): { y: string; m: string; d: number } {
  const [y, m, d] = day.split("-");
  return { y, m: monthShort(Number(m)), d: Number(d) };
}

/**
 * A departure's dates as the card, the dialog and the booking's `preferredDates` print them:
 * `14–19 Mar 2027`, `28 Feb – 3 Mar 2027`, `28 Dec 2026 – 2 Jan 2027`; one day alone as `14 Mar 2027`.
 */
export function departureDatesText(startDate: string, endDate: string): string {
  const a = parts(startDate);
  const b = parts(endDate);
  if (startDate === endDate) return `${a.d} ${a.m} ${a.y}`;
  if (a.y !== b.y) return `${a.d} ${a.m} ${a.y} ${EN_DASH} ${b.d} ${b.m} ${b.y}`;
  if (a.m !== b.m) return `${a.d} ${a.m} ${EN_DASH} ${b.d} ${b.m} ${b.y}`;
  return `${a.d}${EN_DASH}${b.d} ${a.m} ${a.y}`;
}

/** Nights between two days (`YYYY-MM-DD`), by the calendar, whatever the time zone. */
export function nightsBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
}
