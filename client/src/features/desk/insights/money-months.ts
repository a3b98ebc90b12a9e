import { addMonths, type Day } from "@shared/money";

/** The last `months` months up to today's (DESK_TIMEZONE), as the route's `from` and `to`, and the CSV's first day. */
export function lastMonths(today: Day, months: number): { from: string; to: string; firstDay: Day } {
  const first = addMonths(`${today.slice(0, 7)}-01`, -(months - 1));
  return { from: first.slice(0, 7), to: today.slice(0, 7), firstDay: first };
}
