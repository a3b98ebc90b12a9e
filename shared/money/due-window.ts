/**
 * Where an unpaid instalment stands on a day (docs/money.md): it falls due `graceDays` before
 * its due day and stays due through the last of the `graceDays` after it, both ends counted; it is
 * overdue from the day after that. The one statement of the rule: accountStatus, the list rows,
 * the digest and the SQL bounds of the money views all read it here.
 */
import { addDays } from "./days";
import type { Day } from "./types";

export type DueWindow = "upcoming" | "due" | "overdue";

/**
 * The same rule as bounds on the due day, for queries that compare a due-date column: on `asOf`,
 * an instalment due before `overdueBefore` is overdue, one due from it through `dueThrough` is due,
 * one due after `dueThrough` is upcoming.
 */
interface DueWindowBounds {
  /** `asOf` − graceDays: the earliest due day still within its grace. */
  overdueBefore: Day;
  /** `asOf` + graceDays: the latest due day already due. */
  dueThrough: Day;
}

export function dueWindowBounds(graceDays: number, asOf: Day): DueWindowBounds {
  return { overdueBefore: addDays(asOf, -graceDays), dueThrough: addDays(asOf, graceDays) };
}

/** "upcoming" before `dueOn` − graceDays; "due" from then through `dueOn` + graceDays; "overdue" after. */
export function dueWindow(dueOn: Day, graceDays: number, asOf: Day): DueWindow {
  const { overdueBefore, dueThrough } = dueWindowBounds(graceDays, asOf);
  if (dueOn < overdueBefore) return "overdue";
  if (dueOn <= dueThrough) return "due";
  return "upcoming";
}
