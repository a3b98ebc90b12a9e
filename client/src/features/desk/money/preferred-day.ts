import { isDay, type Day } from "@shared/money";
import { MONTH_NAMES } from "@shared/months";

const two = (n: number) => String(n).padStart(2, "0");

function dayOf(year: number, monthName: string, day: number): Day | null {
  const month = MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(monthName.toLowerCase()) && monthName.length >= 3) + 1;
  if (month === 0) return null;
  const d = `${year}-${two(month)}-${two(day)}`;
  return isDay(d) ? d : null;
}

/**
 * The visitor's preferred date as a day, when it reads as one date: the enquiry form's "January 7,
 * 2027", "7 January 2027", or `2027-01-07`. A range, a month, "flexible" or a day already past is
 * null: the quote form then leaves the start for staff to fill.
 */
export function preferredDay(text: string | null | undefined, today: Day): Day | null {
  const s = (text ?? "").trim().replace(/\s+/g, " ");
  let found: Day | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s))) found = isDay(s) ? s : null;
  else if ((m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(s))) found = dayOf(Number(m[3]), m[1], Number(m[2]));
  else if ((m = /^(\d{1,2}) ([A-Za-z]+)\.?,? (\d{4})$/.exec(s))) found = dayOf(Number(m[3]), m[2], Number(m[1]));
  return found && found >= today ? found : null;
}
