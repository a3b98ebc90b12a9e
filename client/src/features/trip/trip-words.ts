import { formatDay, type InstalmentState, type RefundTier } from "@shared/money";

/** Each instalment's state in words: the badge's colour only repeats what the text says. */
export const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = {
  paid: "Paid",
  due: "Due",
  overdue: "Overdue",
  upcoming: "Upcoming",
  cancelled: "Cancelled",
};

export const INSTALMENT_STATE_TONES = {
  paid: "confirmed",
  due: "pending",
  overdue: "cancelled",
  upcoming: "neutral",
  cancelled: "neutral",
} as const satisfies Record<InstalmentState, string>;

const back = (percent: number) => (percent > 0 ? `${percent} % back` : "nothing back");

/**
 * "Cancel by 12 March 2027: 95 % back"; the last tier runs from its first day to the start. The
 * tier that applies today says so plainly: "If you cancel today: 95 % back (until 12 March 2027)".
 */
export function refundTierText(tier: RefundTier): string {
  if (tier.current) return `If you cancel today: ${back(tier.percent)}${tier.lastDay ? ` (until ${formatDay(tier.lastDay)})` : ""}`;
  if (tier.lastDay) return `Cancel by ${formatDay(tier.lastDay)}: ${back(tier.percent)}`;
  if (tier.fromDay) return `Cancel on ${formatDay(tier.fromDay)} or later: ${back(tier.percent)}`;
  return `Cancel at any time: ${back(tier.percent)}`;
}

/** "Due 12 March 2027", or for a deposit not yet fixed, the day the quote is accepted. */
export function dueText(dueDate: string | null): string {
  return dueDate ? `Due ${formatDay(dueDate)}` : "Due when you accept";
}

export const travellersText = (n: number) => `${n} ${n === 1 ? "traveller" : "travellers"}`;

