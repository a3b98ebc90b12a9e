/** The payment schedule of a quote (SPEC 9 "Payments"; CONTRACT "The schedule"). */
import { addDays, daysBetween } from "./days";
import { percentOf } from "./rupees";
import type { Day, Instalment, Region } from "./types";

/** A trip starting fewer days than this after acceptance is paid in full at once. */
const FULL_PAYMENT_WITHIN_DAYS = 30;

interface Plan {
  deposit: number;
  later: { label: string; percent: number; daysBefore: number }[];
}

const PLANS: Record<Region, Plan> = {
  domestic: {
    deposit: 30,
    later: [
      { label: "Second payment", percent: 40, daysBefore: 30 },
      { label: "Final payment", percent: 30, daysBefore: 15 },
    ],
  },
  international: {
    deposit: 40,
    later: [
      { label: "Second payment", percent: 35, daysBefore: 60 },
      { label: "Final payment", percent: 25, daysBefore: 30 },
    ],
  },
};

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
  const plan = PLANS[input.region];
  const parts: { label: string; percent: number; dueDate: Day | null }[] = [{ label: "Deposit", percent: plan.deposit, dueDate: depositDue }];
  if (input.total > 0 && daysBetween(input.asOf, input.startDate) >= FULL_PAYMENT_WITHIN_DAYS) {
    for (const step of plan.later) {
      const dueDate = addDays(input.startDate, -step.daysBefore);
      if (dueDate <= input.asOf) parts[0].percent += step.percent;
      else parts.push({ label: step.label, percent: step.percent, dueDate });
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
