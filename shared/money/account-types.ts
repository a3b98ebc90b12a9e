/**
 * What the money routes answer (CONTRACT "From quote to trip"): a booking's account for the desk,
 * and the visitor's trip page, which holds nothing but this booking's trip.
 */
import type { BookingStatus } from "../booking-status";
import type { Cancellation, Day, InstalmentStatus, PaymentMethod, Quote, RefundTier, RetreatCredit, Payment } from "./types";

/** GET /api/admin/bookings/:id/account. */
export interface Account {
  quotes: Quote[];
  accepted: Quote | null;
  /** The accepted schedule and its fees, as payments have covered them; empty before acceptance. */
  schedule: InstalmentStatus[];
  payments: Payment[];
  total: number;
  paid: number;
  balance: number;
  lateFee: number;
  cancellation: Cancellation | null;
  /** Retreat credits of this booking's person (their cancelled bookings), used or not. */
  credits: RetreatCredit[];
  /** The visitor's trip page, once a quote was sent. */
  tripUrl: string | null;
  /** The accepted trip's dates now (after any date change) and how many changes were made; null before acceptance. */
  dates: TripDates | null;
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

/** GET /api/trip/:token. */
export interface TripBody {
  reference: string;
  firstName: string;
  tripCategory: string;
  programme: string | null;
  status: BookingStatus;
  /** The accepted quote, else the latest one (open, expired or replaced). */
  quote: Quote | null;
  schedule: InstalmentStatus[];
  payments: TripPayment[];
  total: number;
  paid: number;
  balance: number;
  nextDue: InstalmentStatus | null;
  refundTiers: RefundTier[];
  cancellation: Cancellation | null;
  paymentInstructions: string | null;
  upi: TripUpi | null;
}

/** What a booking's timeline records about its money (booking_activities' kind, shown as a `money` entry). */
export const MONEY_EVENTS = ["quote", "quote-accepted", "payment", "payment-voided", "late-fee", "date-change", "cancellation", "refund-paid"] as const;
export type MoneyEvent = (typeof MONEY_EVENTS)[number];
