import { GRACE_DAYS } from "./policy-tables";
import { formatDay } from "./days";
import { dueWindow } from "./due-window";
import { formatRupees } from "./rupees";
import type { Day } from "./types";

/** What a booking's account owes either way today, as its list row says it. */
export interface MoneyDue {
  state: "due" | "overdue" | "refund";
  label: string;
}

/** Rupees a booking owes on `today`: the unpaid part of its overdue instalments, of those due or overdue, and a refund it owes. */
export interface MoneyOwed {
  overdue: number;
  due: number;
  refund: number;
}

/**
 * A refund owed and by when, or the earliest instalment not fully paid once it is due or overdue,
 * with what is owed; null for nothing owed or a payment still more than a week away.
 */
export function moneyDueOf(b: { paymentDueOn: Day | null; refundDueBy: Day | null }, today: Day, owed: MoneyOwed): MoneyDue | null {
  if (b.refundDueBy) return { state: "refund", label: `Refund ${formatRupees(owed.refund)} owed by ${formatDay(b.refundDueBy)}` };
  if (!b.paymentDueOn) return null;
  const window = dueWindow(b.paymentDueOn, GRACE_DAYS, today);
  if (window === "overdue") return { state: "overdue", label: `${formatRupees(owed.overdue)} overdue since ${formatDay(b.paymentDueOn)}` };
  if (window === "due") return { state: "due", label: `${formatRupees(owed.due)} due ${formatDay(b.paymentDueOn)}` };
  return null;
}
