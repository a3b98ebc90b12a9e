/** Cancellations settled by the published refund policy (SPEC 9 "Refunds"; CONTRACT "Cancellation"). */
import { addBusinessDays, addDays, addMonths, daysBetween, isDay } from "./days";
import { formatRupees, percentOf } from "./rupees";
import type { Cancellation, CancellationReason, Day, Region, RefundTier, Settlement } from "./types";

/** From the most days before the start down: cancelling `minDays` or more before gets `percent` back. */
const VISITOR_TIERS: Record<Region, { minDays: number; percent: number }[]> = {
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
const CREDIT_VALID_MONTHS = 18;

/** Business days until a refund is due: the company's own cancellation, cash, then by region. */
const REFUND_DAYS = { provider: 14, cash: 7, domestic: 15, international: 30 } as const;

export function visitorRefundPercent(region: Region, daysBefore: number): number {
  return VISITOR_TIERS[region].find((tier) => daysBefore >= tier.minDays)?.percent ?? 0;
}

/** The tiers as dates for this trip ("Cancel by 12 March 2027: 95 % back"). */
export function refundTiers(region: Region, startDate: Day): RefundTier[] {
  const tiers = VISITOR_TIERS[region];
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
  if (input.reason === "provider") return REFUND_DAYS.provider;
  if (input.allPaidInCash && input.paid > 0) return REFUND_DAYS.cash;
  return REFUND_DAYS[input.region];
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
  const credit = asCredit ? input.paid : 0;
  return {
    ok: true,
    cancellation: {
      reason: input.reason,
      settlement: input.settlement,
      on: input.on,
      daysBefore,
      percent: asCredit ? 100 : percent,
      paid: input.paid,
      refund,
      credit,
      creditValidUntil: credit > 0 ? addMonths(input.on, CREDIT_VALID_MONTHS) : null,
      flightReimbursement,
      refundDueBy: refund + flightReimbursement > 0 ? addBusinessDays(input.on, refundDays(input)) : null,
    },
  };
}
