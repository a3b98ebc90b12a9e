/**
 * How far ahead a trip's days and a quote's validity may reach: the company sells trips a season or
 * two ahead, so a day past three years from today is a typing mistake (9999-12-30), not a plan.
 */
import { addMonths } from "./days";
import type { Day } from "./types";

const PLAUSIBLE_YEARS = 3;

/** The field errors of the days given that lie more than three years after today. */
export function daysTooFarAhead(days: Record<string, Day | undefined>, today: Day): { path: string; message: string }[] {
  const latest = addMonths(today, PLAUSIBLE_YEARS * 12);
  return Object.entries(days)
    .filter(([, day]) => day !== undefined && day > latest)
    .map(([path]) => ({ path, message: `Must be within ${PLAUSIBLE_YEARS} years of today` }));
}
