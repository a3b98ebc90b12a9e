import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { dueWindowBounds, GRACE_DAYS, type Day, type DueWindow } from "@shared/money";

/*
 * dueWindow (shared/money/due-window.ts) in SQL, for every query that asks whether what is owed is
 * due or overdue: the day's bounds are worked out here from the shared rule, and the due-day
 * column is only compared with them, so an index on it still serves the comparison.
 * tests/api/money/allocation-sql.test.ts checks both builders against dueWindow on the bounds.
 */

/**
 * True when an instalment due on `due` is in one of `windows` on `asOf`. The windows follow each
 * other (overdue, due, upcoming); asking for overdue and upcoming without due is a mistake.
 */
export function inDueWindowSql(due: SQLWrapper, asOf: Day, ...windows: DueWindow[]): SQL {
  if (windows.length === 0) return sql`false`;
  const has = (w: DueWindow) => windows.includes(w);
  if (has("overdue") && has("upcoming") && !has("due")) throw new Error("inDueWindowSql: overdue and upcoming are not adjacent");
  const { overdueBefore, dueThrough } = dueWindowBounds(GRACE_DAYS, asOf);
  const bounds: SQL[] = [];
  if (!has("overdue")) bounds.push(has("due") ? sql`${due} >= ${overdueBefore}::date` : sql`${due} > ${dueThrough}::date`);
  if (!has("upcoming")) bounds.push(has("due") ? sql`${due} <= ${dueThrough}::date` : sql`${due} < ${overdueBefore}::date`);
  return bounds.length === 0 ? sql`true` : sql`(${sql.join(bounds, sql` and `)})`;
}

/** The due window ("upcoming" | "due" | "overdue") on `asOf` of an instalment due on `due`. */
export function dueWindowOfSql(due: SQLWrapper, asOf: Day): SQL<DueWindow> {
  return sql<DueWindow>`(case when ${inDueWindowSql(due, asOf, "overdue")} then 'overdue' when ${inDueWindowSql(due, asOf, "due")} then 'due' else 'upcoming' end)`;
}

/** The first day an instalment due on `due` is in its due window (its due day less the grace), as a date. */
export function fallsDueOnSql(due: SQLWrapper): SQL {
  return sql`(${due} - ${GRACE_DAYS}::int)`;
}
