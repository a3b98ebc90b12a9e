import { addMonths, type Day } from "@shared/money";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2027-03" → "Mar 2027". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

/** The last `months` months up to today's (DESK_TIMEZONE), as the route's `from` and `to`, and the CSV's first day. */
export function lastMonths(today: Day, months: number): { from: string; to: string; firstDay: Day } {
  const first = addMonths(`${today.slice(0, 7)}-01`, -(months - 1));
  return { from: first.slice(0, 7), to: today.slice(0, 7), firstDay: first };
}
