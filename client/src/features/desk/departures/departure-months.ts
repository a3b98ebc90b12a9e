import { addDays, addMonths, type Day } from "@shared/money";

/** The months the Departures tab offers to filter by: today's and the next `count - 1`, as `YYYY-MM`. */
export function upcomingMonths(today: Day, count: number): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, i) => addMonths(first, i).slice(0, 7));
}

/**
 * The list's `from` and `to` for a month (`YYYY-MM`), or every upcoming departure when none: upcoming
 * means starting from today, so one under way or past is no longer listed.
 */
export function monthRange(today: Day, month: string | null): { from: Day; to?: Day } {
  if (!month) return { from: today };
  const first = `${month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  return { from: first < today ? today : first, to: last };
}
