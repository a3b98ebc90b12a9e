/**
 * What the money routes answer (docs/money.md): a booking's account for the desk,
 * and the visitor's trip page, which holds nothing but this booking's trip.
 */
import type { BookingStatus } from "../booking-status";
import type { TripTravellerDetails } from "../travellers/traveller-fields";
import type { Cancellation, Day, InstalmentStatus, PaymentMethod, Quote, RefundTier, RetreatCredit, Payment } from "./types";
import type { AccountLine } from "./account-view";

/** GET /api/admin/bookings/:id/account. */
export interface Account {
  quotes: Quote[];
  accepted: Quote | null;
  /** The accepted schedule and its fees, as payments have covered them; empty before acceptance. */
  schedule: InstalmentStatus[];
  payments: Payment[];
  total: number;
  /** What was received, less what was paid back of an overpayment. */
  paid: number;
  /** What the visitor still owes: never below 0, and 0 once cancelled. */
  balance: number;
  lateFee: number;
  /** The quote's lines, then each fee as a line; they add up to `totalToPay`. */
  lines: AccountLine[];
  totalToPay: number;
  /** What the company owes back and has not paid: the refund, or an overpayment. */
  owedToVisitor: number;
  /** The first instalment not fully paid; null once cancelled. */
  nextDue: InstalmentStatus | null;
  /** What was paid back of overpayments. */
  refunds: OverpaymentRefund[];
  cancellation: Cancellation | null;
  /** Retreat credits of this booking's person (their cancelled bookings), used or not. */
  credits: RetreatCredit[];
  /** The visitor's trip page, once a quote was sent. */
  tripUrl: string | null;
  /** The accepted trip's dates now (after any date change) and how many changes were made; null before acceptance. */
  dates: TripDates | null;
}

/** An overpayment paid back to the visitor. */
export interface OverpaymentRefund {
  id: number;
  amount: number;
  paidOn: Day;
  method: PaymentMethod;
  reference: string | null;
  by: string;
}

export interface TripDates {
  startDate: Day;
  endDate: Day;
  changes: number;
}

/** A payment as the visitor sees it: no staff names, notes or void reasons; voided ones are left out. */
export interface TripPayment {
  amount: number;
  receivedOn: Day;
  method: PaymentMethod;
  /** The receipt's number: the payment's id, as its receipt e-mail names it. */
  receipt: number;
}

/** The UPI payment of the next amount due: the `upi://pay` link and its QR code as inline SVG. */
export interface TripUpi {
  id: string;
  link: string;
  qrSvg: string;
}

/** A trip's place in its departure's line. */
export interface TripWaitlist {
  /** 1 is first in line. */
  position: number;
  /** Places left on the departure now, fewer than the group needs. */
  placesLeft: number;
  /** The group fits the places now free: the quote can be accepted. */
  placeFree: boolean;
  /** While places are offered to the booking: how many are held for it, and when the offer ends (ISO); else null. */
  placesOffered: number | null;
  offeredUntil: string | null;
  /** That end in DESK_TIMEZONE, as the offer's e-mail says it ("7 Dec 2026, 17:24 IST"); null when nothing is offered. */
  offeredUntilText: string | null;
}

/** GET /api/trip/:token. */
export interface TripBody {
  reference: string;
  firstName: string;
  tripCategory: string;
  programme: string | null;
  status: BookingStatus;
  /** The accepted quote, else the latest one (open, expired or replaced). */
  quote: Quote | null;
  /** The trip's dates now: after a date change, the new ones; else the quote's. */
  dates: { startDate: Day; endDate: Day; nights: number } | null;
  schedule: InstalmentStatus[];
  payments: TripPayment[];
  /** The quote's lines, then each fee as a line, adding up to `totalToPay`. */
  lines: AccountLine[];
  totalToPay: number;
  total: number;
  paid: number;
  balance: number;
  owedToVisitor: number;
  nextDue: InstalmentStatus | null;
  refundTiers: RefundTier[];
  cancellation: Cancellation | null;
  paymentInstructions: string | null;
  upi: TripUpi | null;
  /** The booking waits in its departure's line (its acceptance found too few places); null when it does not. */
  waitlist: TripWaitlist | null;
  /** Places offered to the booking were let go (the offer lapsed or was skipped) and it has left the line. */
  offerLapsed: boolean;
  /** Accept quote can be pressed now: the quote is open, the booking not cancelled, and it is not waiting for a place. */
  acceptable: boolean;
  /** On the trip page only, once the quote is accepted: each traveller's details, masked (shared/travellers). */
  travellerDetails?: TripTravellerDetails;
}

/** What a booking's timeline records about its money (booking_activities' kind, shown as a `money` entry). */
export const MONEY_EVENTS = ["quote", "quote-accepted", "payment", "payment-voided", "late-fee", "date-change", "cancellation", "refund-paid"] as const;
export type MoneyEvent = (typeof MONEY_EVENTS)[number];
