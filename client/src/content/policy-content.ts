/**
 * The terms, payment and refund pages' words around the company's money figures. Every figure is
 * formatted from the tables in shared/money/policy-tables.ts, which the quotes, schedules, late
 * fees and refunds are computed with, so a page cannot promise what the desk does not charge
 * (tests/unit/site/static/policy-figures.test.tsx scans the pages for a figure typed here).
 */
import {
  CREDIT_PERCENT,
  CREDIT_VALID_MONTHS,
  DATE_CHANGE_FEE,
  FLIGHT_REIMBURSEMENT_PER_TRAVELLER,
  FREE_CHANGE_DAYS,
  FREE_DATE_CHANGES,
  GRACE_DAYS,
  GROUP_DISCOUNTS,
  LATE_FEE_PERCENT,
  PAYMENT_PLANS,
  PROVIDER_REFUND_DAYS,
  REASON_CAPS,
  REFUND_TIERS,
  REFUND_TIMES,
  RETURNING_DISCOUNT_PERCENT,
  SIGNIFICANT_SHIFT_DAYS,
} from "@shared/money/policy-tables";
import type { Region } from "@shared/money/types";

export { FULL_PAYMENT_WITHIN_DAYS, INSURANCE_WITHIN_DAYS } from "@shared/money/policy-tables";

export const POLICY_LAST_UPDATED = "January 2025";

/** A share as the policy pages print it, `30%` (the account's lines and the desk write `30 %`). */
export const formatPercent = (percent: number): string => `${percent}%`;

/* ---------------------------------------------------------------- payments */

export interface Instalment {
  stage: string;
  percent: number;
  /** Days before the start date; 0 means at booking. */
  daysBefore: number;
  due: string;
}

export interface PaymentSchedule {
  key: Region;
  title: string;
  instalments: readonly Instalment[];
}

/** The pages name the payments after the deposit by their place, the account by its own labels. */
const LATER_STAGES = ["Second instalment", "Final balance"];

function instalments(region: Region): Instalment[] {
  const plan = PAYMENT_PLANS[region];
  return [
    { stage: "Deposit", percent: plan.deposit, daysBefore: 0, due: "When you book, to hold your place" },
    ...plan.later.map((p, i) => ({ stage: LATER_STAGES[i], percent: p.percent, daysBefore: p.daysBefore, due: `${p.daysBefore} days before the start date` })),
  ];
}

export const PAYMENT_SCHEDULES: readonly PaymentSchedule[] = [
  { key: "domestic", title: "Domestic retreats", instalments: instalments("domestic") },
  { key: "international", title: "International trips", instalments: instalments("international") },
];

export const LATE_PAYMENT = {
  graceDays: GRACE_DAYS,
  feePercent: LATE_FEE_PERCENT,
} as const;

export interface Discount {
  who: string;
  percent: number;
  note: string;
}

// The table runs from the largest group down; the page lists the smallest first.
const groupsUp = [...GROUP_DISCOUNTS].reverse();

export const DISCOUNTS: readonly Discount[] = [
  ...groupsUp.map((g, i) => ({
    who: `Groups of ${g.minTravellers} or more people`,
    percent: g.percent,
    note: i === 0 ? "Booked together on the same departure" : `Replaces the ${formatPercent(groupsUp[i - 1].percent)} group discount`,
  })),
  { who: "Returning participants", percent: RETURNING_DISCOUNT_PERCENT, note: "For anyone who has travelled with us before" },
];

/* ----------------------------------------------------------------- refunds */

export interface RefundTier {
  window: string;
  percent: number;
  note: string;
}

export interface RefundScale {
  key: Region;
  title: string;
  tiers: readonly RefundTier[];
}

/** "60 days or more", "30 to 59 days", "Under 15 days": each tier's days from its own minimum to the day before the tier above. */
function refundTiers(region: Region): RefundTier[] {
  const tiers = REFUND_TIERS[region];
  return tiers.map((t, i) => {
    const last = i === tiers.length - 1;
    const window = i === 0 ? `${t.minDays} days or more` : last ? `Under ${tiers[i - 1].minDays} days` : `${t.minDays} to ${tiers[i - 1].minDays - 1} days`;
    const note =
      t.percent === 0 ? "No refund, unless one of the special cases below applies" : i === 0 ? `A ${formatPercent(100 - t.percent)} processing fee is kept` : "";
    return { window, percent: t.percent, note };
  });
}

export const REFUND_SCALES: readonly RefundScale[] = [
  { key: "domestic", title: "Domestic retreats", tiers: refundTiers("domestic") },
  { key: "international", title: "International trips", tiers: refundTiers("international") },
];

export interface SpecialCase {
  situation: string;
  outcome: string;
  detail: string;
}

const refundUpTo = (cap: number) => (cap === 100 ? "Full refund" : `Up to ${formatPercent(cap)} refund`);

export const SPECIAL_CASES: readonly SpecialCase[] = [
  {
    situation: "Medical emergency",
    outcome: refundUpTo(REASON_CAPS.medical),
    detail: "With a doctor's certificate for you or the person travelling.",
  },
  {
    situation: "Family emergency",
    outcome: refundUpTo(REASON_CAPS.family),
    detail: "For a serious illness or bereavement in your immediate family, with supporting documents.",
  },
  {
    situation: "Force majeure",
    outcome: `${refundUpTo(REASON_CAPS["force-majeure"])} or retreat credit`,
    detail: "Natural disasters, epidemics, civil unrest or government orders that stop the programme.",
  },
];

export const RETREAT_CREDIT = {
  valuePercent: CREDIT_PERCENT,
  validMonths: CREDIT_VALID_MONTHS,
  transferableTo: "your immediate family",
} as const;

export const DATE_CHANGES = {
  freeChanges: FREE_DATE_CHANGES,
  freeUntilDaysBefore: FREE_CHANGE_DAYS,
  furtherChangeFeeInr: DATE_CHANGE_FEE,
} as const;

export const PROVIDER_CANCELLATION = {
  refundWithinBusinessDays: PROVIDER_REFUND_DAYS,
  flightReimbursementInr: FLIGHT_REIMBURSEMENT_PER_TRAVELLER,
  /** A date shift longer than this, or any change of location, is a significant change. */
  significantShiftDays: SIGNIFICANT_SHIFT_DAYS,
} as const;

export interface ProcessingTime {
  method: string;
  time: string;
}

const businessDays = ({ fromDays, days }: { fromDays: number; days: number }) =>
  `${fromDays === days ? days : `${fromDays}–${days}`} business days`;

export const REFUND_PROCESSING: readonly ProcessingTime[] = [
  { method: "Domestic payments (bank, UPI, cards, wallets)", time: businessDays(REFUND_TIMES.domestic) },
  { method: "International payments", time: businessDays(REFUND_TIMES.international) },
  { method: "Cash payments", time: businessDays(REFUND_TIMES.cash) },
];

/* ----------------------------------------------------------------- support */

export interface ResponseTime {
  channel: string;
  time: string;
}

export const RESPONSE_TIMES: readonly ResponseTime[] = [
  { channel: "Payment queries", time: "Within 24 hours" },
  { channel: "Refund requests", time: "Within 48 hours" },
  { channel: "E-mail", time: "Within 24 hours" },
  { channel: "WhatsApp chat", time: "Instant to 2 hours" },
];

/** What we promise after an enquiry form is sent (docs/site.md §8). */
export const ENQUIRY_FOLLOW_UP = "within 24 hours";
