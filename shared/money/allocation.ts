/** What payments have covered of a schedule, each instalment's state, and the late fee (docs/money.md). */
import { dueWindow } from "./due-window";
import { GRACE_DAYS, LATE_FEE_PERCENT } from "./policy-tables";
import { percentOf } from "./rupees";
import type { Day, Instalment, InstalmentState, InstalmentStatus } from "./types";

export interface AccountInput {
  /** The fixed schedule plus fee instalments (percent 0: "Late fee", "Date change fee"). */
  instalments: Instalment[];
  payments: { amount: number; voided: boolean }[];
  today: Day;
  /** Keys (`label|dueDate`) of the instalments an earlier late fee was already charged for. */
  lateFeeCharged?: string[];
}

export interface AccountStatus {
  /** In the order payments fill them: due date, a null due date (due on acceptance) first. */
  schedule: InstalmentStatus[];
  total: number;
  paid: number;
  /** total − paid; negative when the visitor has paid more than is owed (the company owes it back). */
  balance: number;
  nextDue: InstalmentStatus | null;
  overdueUnpaid: number;
  /** What a **Late fee** would add now: 5 % of the overdue unpaid trip instalments not charged before. */
  lateFee: number;
  /** The instalments that late fee is for: store them with it, pass them back as `lateFeeCharged`. */
  lateFeeKeys: string[];
}

/** Stable for equal dates: the schedule's own order breaks ties. */
function inDueOrder(instalments: Instalment[]): Instalment[] {
  return instalments
    .map((instalment, index) => ({ instalment, index }))
    .sort((a, b) => dueRank(a.instalment.dueDate, b.instalment.dueDate) || a.index - b.index)
    .map((x) => x.instalment);
}

function dueRank(a: Day | null, b: Day | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

function stateOf(instalment: Instalment, paid: number, today: Day): InstalmentState {
  if (paid >= instalment.amount) return "paid";
  if (instalment.dueDate === null) return "due";
  return dueWindow(instalment.dueDate, GRACE_DAYS, today);
}

export function accountStatus(input: AccountInput): AccountStatus {
  const paid = input.payments.reduce((sum, p) => (p.voided ? sum : sum + p.amount), 0);
  let unallocated = paid;
  const schedule = inDueOrder(input.instalments).map((instalment): InstalmentStatus => {
    const covered = Math.max(0, Math.min(instalment.amount, unallocated));
    unallocated -= covered;
    return { ...instalment, paid: covered, state: stateOf(instalment, covered, input.today) };
  });
  const total = input.instalments.reduce((sum, i) => sum + i.amount, 0);
  const overdueUnpaid = schedule.filter((s) => s.state === "overdue").reduce((sum, s) => sum + s.amount - s.paid, 0);
  const charged = new Set(input.lateFeeCharged ?? []);
  const chargeable = schedule.filter((s) => isLateFeeBase(s) && !charged.has(instalmentKey(s)));
  return {
    schedule,
    total,
    paid,
    balance: total - paid,
    nextDue: schedule.find((s) => s.state !== "paid") ?? null,
    overdueUnpaid,
    lateFee: percentOf(chargeable.reduce((sum, s) => sum + s.amount - s.paid, 0), LATE_FEE_PERCENT),
    lateFeeKeys: chargeable.map(instalmentKey),
  };
}

/** A late fee is charged on the trip's own instalments that are overdue, never on a fee. */
function isLateFeeBase(s: InstalmentStatus): boolean {
  return s.state === "overdue" && s.percent > 0;
}

function instalmentKey(s: Instalment): string {
  return `${s.label}|${s.dueDate ?? ""}`;
}

