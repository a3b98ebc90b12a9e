/**
 * The desk's insights count per week, weeks starting on Monday in the company's time zone
 * (Asia/Kolkata). India keeps no daylight saving time, so the zone is a fixed UTC+05:30 and the
 * database can bucket with the same offset (see WEEK_SQL_OFFSET).
 */
export const KOLKATA_OFFSET_MINUTES = 330;
export const WEEK_SQL_OFFSET = `${KOLKATA_OFFSET_MINUTES} minutes`;
const DAY = 86_400_000;
const OFFSET = KOLKATA_OFFSET_MINUTES * 60_000;

/** The Monday (an ISO date, Kolkata calendar) of the week holding `at`. */
export function weekOf(at: Date): string {
  const local = new Date(at.getTime() + OFFSET);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday)).toISOString().slice(0, 10);
}

/** The last `count` weeks up to and including the current one, oldest first. */
export function recentWeeks(now: Date, count = 12): string[] {
  const current = Date.parse(`${weekOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY).toISOString().slice(0, 10));
}

/** The instant a week (an ISO date from weekOf) begins: Monday 00:00 in Kolkata. */
export function weekStart(week: string): Date {
  return new Date(Date.parse(`${week}T00:00:00Z`) - OFFSET);
}
