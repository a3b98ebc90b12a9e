/** What is left of a retreat credit (docs/money.md: 100 % of what was paid, for 18 months). */
import type { Day } from "./types";

export interface CreditLeft {
  /** The amount less what later quotes used: still shown on an expired credit ("₹12,000, expired"). */
  left: number;
  expired: boolean;
  /** What a new quote may apply now: `left` while valid, 0 once expired. */
  usable: number;
}

/** Valid through `validUntil` itself; expired from the day after. */
export function creditLeft(input: { amount: number; validUntil: Day; uses: number[]; today: Day }): CreditLeft {
  const used = input.uses.reduce((sum, use) => sum + use, 0);
  const left = Math.max(0, input.amount - used);
  const expired = input.today > input.validUntil;
  return { left, expired, usable: expired ? 0 : left };
}
