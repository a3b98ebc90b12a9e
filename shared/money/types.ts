/**
 * The shapes of the company's money rules (docs/money.md), shared by the server,
 * the desk and the visitor's trip page. Amounts are whole rupees; dates are `YYYY-MM-DD` days in
 * DESK_TIMEZONE.
 */

export const REGIONS = ["domestic", "international"] as const;
export type Region = (typeof REGIONS)[number];

export const PAYMENT_METHODS = [
  "bank-transfer",
  "upi",
  "card",
  "wallet",
  "cash",
  "wire",
  "paypal",
  "money-transfer",
  "crypto",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the desk, the receipts, the CSV and the trip page name each method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  "bank-transfer": "Bank transfer",
  upi: "UPI",
  card: "Card",
  wallet: "Wallet",
  cash: "Cash",
  wire: "Wire transfer",
  paypal: "PayPal",
  "money-transfer": "Money transfer",
  crypto: "Crypto",
};

export const QUOTE_STATES = ["open", "accepted", "replaced", "expired"] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** `cancelled`: an instalment left unpaid when its booking was cancelled; it is never due again. */
export const INSTALMENT_STATES = ["paid", "overdue", "due", "upcoming", "cancelled"] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

export const CANCELLATION_REASONS = ["visitor", "medical", "family", "force-majeure", "provider"] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const SETTLEMENTS = ["refund", "credit"] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

/** A day, `YYYY-MM-DD`. */
export type Day = string;

export interface Discount {
  label: string;
  percent: number;
  amount: number;
}

export interface Extra {
  label: string;
  amount: number;
}

/** One planned payment. `dueDate` is null for a deposit of a quote not yet accepted (due on acceptance). */
export interface Instalment {
  label: string;
  /** Share of the quote's total; 0 for a fee (late fee, date change fee). */
  percent: number;
  amount: number;
  dueDate: Day | null;
}

/** An instalment with what payments have covered of it. */
export interface InstalmentStatus extends Instalment {
  paid: number;
  state: InstalmentState;
}

export interface Quote {
  id: number;
  number: number;
  startDate: Day;
  endDate: Day;
  nights: number;
  travellers: number;
  pricePerPerson: number;
  region: Region;
  base: number;
  discounts: Discount[];
  extras: Extra[];
  /** Private rooms asked for, and the supplement per person they were priced at (0 and 0 when none). */
  privateRooms: number;
  privateRoomSupplement: number;
  /** The retreat credit subtracted (0 when none), and the cancelled booking it came from. */
  credit: number;
  creditFrom: number | null;
  total: number;
  schedule: Instalment[];
  validUntil: Day;
  state: QuoteState;
  note: string | null;
  createdAt: string;
  acceptedAt: string | null;
}

export interface Payment {
  id: number;
  amount: number;
  receivedOn: Day;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
  by: string | null;
  at: string;
  voided: boolean;
  voidReason: string | null;
  voidedAt: string | null;
}

export interface Cancellation {
  reason: CancellationReason;
  settlement: Settlement;
  on: Day;
  daysBefore: number;
  percent: number;
  paid: number;
  refund: number;
  credit: number;
  creditValidUntil: Day | null;
  flightReimbursement: number;
  refundDueBy: Day | null;
  refundPaidOn: Day | null;
  refundMethod: PaymentMethod | null;
  refundReference: string | null;
}

/** A retreat credit: what a cancelled booking left, and what later quotes have used of it. */
export interface RetreatCredit {
  /** The cancelled booking it came from. */
  bookingId: number;
  reference: string;
  name: string;
  amount: number;
  used: number;
  left: number;
  validUntil: Day;
  expired: boolean;
}

/** One refund tier as a date for this trip: cancel on or before `lastDay` to get `percent` back. */
export interface RefundTier {
  lastDay: Day | null;
  fromDay: Day | null;
  percent: number;
  /** The tier that applies today (the first of those listed from today on). */
  current?: boolean;
}
