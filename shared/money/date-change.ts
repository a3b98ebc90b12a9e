/** Changing an accepted booking's dates (docs/site.md §9 "Refunds"; docs/money.md). */
import { addDays, daysBetween } from "./days";
import { DATE_CHANGE_FEE, FREE_CHANGE_DAYS, FREE_DATE_CHANGES } from "./policy-tables";
import type { Day, Instalment, InstalmentStatus } from "./types";

export function dateChangeFee(input: { today: Day; currentStart: Day; earlierChanges: number }): number {
  const free = input.earlierChanges < FREE_DATE_CHANGES && daysBetween(input.today, input.currentStart) >= FREE_CHANGE_DAYS;
  return free ? 0 : DATE_CHANGE_FEE;
}

/**
 * The schedule after the start moves: the trip's unpaid instalments not yet due keep their
 * percentages and amounts and move by as many days as the start did, never to before today. What is
 * fully paid, the fees, and whatever is already due (today or overdue) stay as they were: changing
 * the dates neither forgives an instalment's lateness nor the late fee it may bring.
 */
export function moveSchedule(input: { status: InstalmentStatus[]; currentStart: Day; newStart: Day; today: Day }): Instalment[] {
  const shift = daysBetween(input.currentStart, input.newStart);
  return input.status.map(({ label, percent, amount, dueDate, paid }) => {
    const moves = paid < amount && percent > 0 && dueDate !== null && dueDate > input.today;
    if (!moves) return { label, percent, amount, dueDate };
    const moved = addDays(dueDate, shift);
    return { label, percent, amount, dueDate: moved < input.today ? input.today : moved };
  });
}
