/** A quote's price by the published rules (docs/site.md §9 "Payments"; docs/money.md). */
import { daysBetween } from "./days";
import { GROUP_DISCOUNTS, RETURNING_DISCOUNT_PERCENT } from "./policy-tables";
import { percentOf } from "./rupees";
import { privateRoomAmount } from "./private-room";
import type { Day, Discount, Extra, Region } from "./types";

export function defaultRegion(tripType: "retreat" | "international"): Region {
  return tripType === "international" ? "international" : "domestic";
}

export interface QuoteInput {
  startDate: Day;
  endDate: Day;
  travellers: number;
  pricePerPerson: number;
  extras: Extra[];
  returning: boolean;
  /** What is left of the retreat credit named on the quote (0 when none). */
  creditAvailable: number;
  /** Private rooms asked for, and the departure's supplement per person for one (both 0 when none). */
  privateRooms?: number;
  privateRoomSupplement?: number;
}

export interface QuotePrice {
  nights: number;
  base: number;
  discounts: Discount[];
  extras: Extra[];
  /** The private room supplement: rooms × the supplement per person. */
  privateRoom: number;
  credit: number;
  total: number;
}

function groupDiscountPercent(travellers: number): number {
  return GROUP_DISCOUNTS.find((d) => travellers >= d.minTravellers)?.percent ?? 0;
}

/** Discounts on the base only, each rounded on its own and added up; extras and the private room supplement undiscounted; the credit last. */
export function priceQuote(input: QuoteInput): QuotePrice {
  const base = input.pricePerPerson * input.travellers;
  const rates: [string, number][] = [
    ["Group discount", groupDiscountPercent(input.travellers)],
    ["Returning participant", input.returning ? RETURNING_DISCOUNT_PERCENT : 0],
  ];
  const discounts = rates.filter(([, percent]) => percent > 0).map(([label, percent]) => ({ label, percent, amount: percentOf(base, percent) }));
  const extras = input.extras.map((e) => ({ label: e.label, amount: e.amount }));
  const privateRoom = privateRoomAmount(input.privateRooms ?? 0, input.privateRoomSupplement ?? 0);
  const beforeCredit = base - sum(discounts) + sum(extras) + privateRoom;
  const credit = Math.max(0, Math.min(input.creditAvailable, beforeCredit));
  return { nights: daysBetween(input.startDate, input.endDate), base, discounts, extras, privateRoom, credit, total: beforeCredit - credit };
}

function sum(lines: { amount: number }[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}
