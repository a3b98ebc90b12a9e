/** Cancellations settled by the published refund policy (docs/site.md §9 "Refunds"; docs/money.md). */
import { addBusinessDays, addDays, addMonths, daysBetween, isDay } from "./days";
import {
  CREDIT_PERCENT,
  CREDIT_VALID_MONTHS,
  FLIGHT_REIMBURSEMENT_PER_TRAVELLER,
  PROVIDER_REFUND_DAYS,
  REASON_CAPS,
  REFUND_TIERS,
  REFUND_TIMES,
} from "./policy-tables";
import { formatRupees, percentOf } from "./rupees";
import type { Cancellation, CancellationReason, Day, Region, RefundTier, Settlement } from "./types";

export function visitorRefundPercent(region: Region, daysBefore: number): number {
  return REFUND_TIERS[region].find((tier) => daysBefore >= tier.minDays)?.percent ?? 0;
}

/** The tiers as dates for this trip ("Cancel by 12 March 2027: 95 % back"). */
export function refundTiers(region: Region, startDate: Day): RefundTier[] {
  const tiers = REFUND_TIERS[region];
  return tiers.map((tier, i) => ({
    fromDay: i === 0 ? null : addDays(startDate, -(tiers[i - 1].minDays - 1)),
    lastDay: i === tiers.length - 1 ? null : addDays(startDate, -tier.minDays),
    percent: tier.percent,
  }));
}

export interface CancellationInput {
  region: Region;
  startDate: Day;
  on: Day;
  reason: CancellationReason;
  settlement: Settlement;
  /** Only for `medical` and `family`: up to their cap, by default the cap. */
  percent?: number;
  /** What was received (payments not voided). */
  paid: number;
  travellers: number;
  /** Only for `provider`: up to `FLIGHT_REIMBURSEMENT_PER_TRAVELLER` × travellers. */
  flightReimbursement?: number;
  allPaidInCash: boolean;
}

export type SettledCancellation = Omit<Cancellation, "refundPaidOn" | "refundMethod" | "refundReference">;

export type CancellationResult = { ok: true; cancellation: SettledCancellation } | { ok: false; path: string; message: string };

const isWhole = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n);

function refundPercent(input: CancellationInput, daysBefore: number): number | string {
  const { reason, percent } = input;
  if (reason === "medical" || reason === "family") {
    const cap = REASON_CAPS[reason];
    if (percent === undefined) return cap;
    if (!isWhole(percent) || percent < 0 || percent > cap) return `A ${reason} emergency is refunded a whole percent from 0 to ${cap}.`;
    return percent;
  }
  if (percent !== undefined) {
    return reason === "visitor" ? "A visitor's own cancellation is refunded by the published tiers; no percent can be given." : `A ${reason} cancellation is refunded in full; no percent can be given.`;
  }
  return reason === "visitor" ? visitorRefundPercent(input.region, daysBefore) : 100;
}

function flightCheck(input: CancellationInput): string | null {
  const flight = input.flightReimbursement ?? 0;
  if (input.reason !== "provider") return flight === 0 ? null : "Flights are reimbursed only when the company or its provider cancelled.";
  const cap = FLIGHT_REIMBURSEMENT_PER_TRAVELLER * input.travellers;
  if (!isWhole(flight) || flight < 0 || flight > cap) return `Flight reimbursement is whole rupees up to ${formatRupees(cap)} (${formatRupees(FLIGHT_REIMBURSEMENT_PER_TRAVELLER)} a traveller).`;
  return null;
}

function refundDays(input: CancellationInput): number {
  if (input.reason === "provider") return PROVIDER_REFUND_DAYS;
  if (input.allPaidInCash && input.paid > 0) return REFUND_TIMES.cash.days;
  return REFUND_TIMES[input.region].days;
}

/** The settlement the visitor is told: percent, refund or credit, and the day the refund is due by. */
export function settleCancellation(input: CancellationInput): CancellationResult {
  if (!isDay(input.on)) return { ok: false, path: "on", message: "The cancellation day must be a date (YYYY-MM-DD)." };
  if (!isWhole(input.paid) || input.paid < 0 || !isWhole(input.travellers) || input.travellers < 1) {
    return { ok: false, path: "paid", message: "What was paid must be whole rupees, and the travellers at least one." };
  }
  const daysBefore = daysBetween(input.on, input.startDate);
  const percent = refundPercent(input, daysBefore);
  if (typeof percent === "string") return { ok: false, path: "percent", message: percent };
  const flightError = flightCheck(input);
  if (flightError) return { ok: false, path: "flightReimbursement", message: flightError };
  const flightReimbursement = input.flightReimbursement ?? 0;
  const asCredit = input.settlement === "credit";
  const refund = asCredit ? 0 : percentOf(input.paid, percent);
  const credit = asCredit ? percentOf(input.paid, CREDIT_PERCENT) : 0;
  return {
    ok: true,
    cancellation: {
      reason: input.reason,
      settlement: input.settlement,
      on: input.on,
      daysBefore,
      percent: asCredit ? CREDIT_PERCENT : percent,
      paid: input.paid,
      refund,
      credit,
      creditValidUntil: credit > 0 ? addMonths(input.on, CREDIT_VALID_MONTHS) : null,
      flightReimbursement,
      refundDueBy: refund + flightReimbursement > 0 ? addBusinessDays(input.on, refundDays(input)) : null,
    },
  };
}
