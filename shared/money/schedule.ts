/** The payment schedule of a quote (docs/site.md §9 "Payments"; docs/money.md). */
import { addDays, daysBetween } from "./days";
import { FULL_PAYMENT_WITHIN_DAYS, PAYMENT_PLANS } from "./policy-tables";
import { percentOf } from "./rupees";
import type { Day, Instalment, Region } from "./types";

/** How the account names the payments after the deposit, in the plan's order. */
const LATER_LABELS = ["Second payment", "Final payment"];

export interface ScheduleInput {
  total: number;
  region: Region;
  startDate: Day;
  /** The day of acceptance, or today for a quote not yet accepted. */
  asOf: Day;
  accepted: boolean;
}

/**
 * The deposit is due on acceptance (null until then); a later instalment already due by then is
 * folded into it; what collapses to one payment is the **Full payment**. The last instalment takes
 * what rounding left, so the amounts add up to `total` exactly.
 */
export function buildSchedule(input: ScheduleInput): Instalment[] {
  const depositDue = input.accepted ? input.asOf : null;
  const plan = PAYMENT_PLANS[input.region];
  const parts: { label: string; percent: number; dueDate: Day | null }[] = [{ label: "Deposit", percent: plan.deposit, dueDate: depositDue }];
  if (input.total > 0 && daysBetween(input.asOf, input.startDate) >= FULL_PAYMENT_WITHIN_DAYS) {
    for (const [n, step] of plan.later.entries()) {
      const dueDate = addDays(input.startDate, -step.daysBefore);
      if (dueDate <= input.asOf) parts[0].percent += step.percent;
      else parts.push({ label: LATER_LABELS[n], percent: step.percent, dueDate });
    }
  }
  if (parts.length === 1) return [{ label: "Full payment", percent: 100, amount: input.total, dueDate: depositDue }];
  let left = input.total;
  return parts.map((part, i) => {
    const amount = i === parts.length - 1 ? left : Math.min(left, percentOf(input.total, part.percent));
    left -= amount;
    return { ...part, amount };
  });
}
