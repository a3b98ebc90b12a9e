/**
 * Every figure the company publishes about money (docs/site.md §9, docs/money.md), written
 * once: the rules in this folder compute with these tables and the payment, refund and terms pages
 * print them (client/src/content/policy-content.ts formats them), so a page cannot promise what
 * the desk does not charge. Amounts are whole rupees, shares whole percents.
 */
import type { CancellationReason, Region } from "./types";

/** One payment after the deposit, due `daysBefore` the trip's start. */
export interface PlannedPayment {
  percent: number;
  daysBefore: number;
}

export interface PaymentPlan {
  /** Due on acceptance. */
  deposit: number;
  later: readonly PlannedPayment[];
}

export const PAYMENT_PLANS: Readonly<Record<Region, PaymentPlan>> = {
  domestic: {
    deposit: 30,
    later: [
      { percent: 40, daysBefore: 30 },
      { percent: 30, daysBefore: 15 },
    ],
  },
  international: {
    deposit: 40,
    later: [
      { percent: 35, daysBefore: 60 },
      { percent: 25, daysBefore: 30 },
    ],
  },
};

/** A trip starting fewer days than this after acceptance is paid in full at once. */
export const FULL_PAYMENT_WITHIN_DAYS = 30;

/** Days either side of a due date: due from this many before it, overdue from the day after as many after it. */
export const GRACE_DAYS = 7;
/** The late fee, on the overdue unpaid part of the trip's own instalments. */
export const LATE_FEE_PERCENT = 5;

/** From the largest group down: a group of `minTravellers` or more gets `percent` off the base. */
export const GROUP_DISCOUNTS: readonly { minTravellers: number; percent: number }[] = [
  { minTravellers: 10, percent: 15 },
  { minTravellers: 5, percent: 10 },
];
export const RETURNING_DISCOUNT_PERCENT = 5;

/** From the most days before the start down: cancelling `minDays` or more before gets `percent` back; the last tier takes the rest. */
export const REFUND_TIERS: Readonly<Record<Region, readonly { minDays: number; percent: number }[]>> = {
  domestic: [
    { minDays: 60, percent: 95 },
    { minDays: 30, percent: 80 },
    { minDays: 15, percent: 60 },
    { minDays: -Infinity, percent: 0 },
  ],
  international: [
    { minDays: 90, percent: 95 },
    { minDays: 60, percent: 85 },
    { minDays: 30, percent: 70 },
    { minDays: -Infinity, percent: 0 },
  ],
};

/** The most that is refunded for each reason other than the visitor's own choice. */
export const REASON_CAPS: Readonly<Record<Exclude<CancellationReason, "visitor">, number>> = {
  medical: 90,
  family: 80,
  "force-majeure": 100,
  provider: 100,
};

export const FLIGHT_REIMBURSEMENT_PER_TRAVELLER = 25_000;

/** A retreat credit is this share of what was paid, usable for this many months. */
export const CREDIT_PERCENT = 100;
export const CREDIT_VALID_MONTHS = 18;

/** Business days until a refund is due when the company or its provider cancelled. */
export const PROVIDER_REFUND_DAYS = 14;
/** Business days a refund takes, as published (`fromDays`–`days`); it is due by the last of them. */
export const REFUND_TIMES: Readonly<Record<Region | "cash", { fromDays: number; days: number }>> = {
  domestic: { fromDays: 10, days: 15 },
  international: { fromDays: 15, days: 30 },
  cash: { fromDays: 7, days: 7 },
};

/** Date changes free before the start's own change fee applies, when asked at least `FREE_CHANGE_DAYS` ahead. */
export const FREE_DATE_CHANGES = 1;
export const FREE_CHANGE_DAYS = 45;
export const DATE_CHANGE_FEE = 5000;

/**
 * Published beside the money terms, though no rule here computes with them: a move of the dates by
 * more than this is a significant change (cancel on the company's terms), and the insurance to buy
 * within this many days of the deposit.
 */
export const SIGNIFICANT_SHIFT_DAYS = 7;
export const INSURANCE_WITHIN_DAYS = 15;
