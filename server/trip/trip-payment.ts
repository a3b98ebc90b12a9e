import QRCode from "qrcode";
import type { TripBody, TripUpi } from "@shared/money/account-types";
import type { PaymentConfig } from "../core/config";
import { howToPay, upiLink } from "./how-to-pay";

/** A trip as the database holds it: everything the visitor's page shows but how to pay. */
export type TripFacts = Omit<TripBody, "paymentInstructions" | "upi">;

/** The UPI payment of `amount`, with its QR code drawn here as inline SVG: the page needs no script and no other request. */
async function upiFor(upiId: string, amount: number, reference: string): Promise<TripUpi> {
  const link = upiLink(upiId, amount, reference);
  const qrSvg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { id: upiId, link, qrSvg };
}

/**
 * The trip with how to pay it: the instructions for its quote's region, and on a domestic trip with
 * something due, the UPI link for the next amount due and its QR code.
 */
export async function withHowToPay(trip: TripFacts, payment: PaymentConfig): Promise<TripBody> {
  const pay = trip.quote ? howToPay(trip.quote.region, payment) : { instructions: payment.instructions ?? null, upiId: null };
  const due = trip.nextDue ? trip.nextDue.amount - trip.nextDue.paid : 0;
  return { ...trip, paymentInstructions: pay.instructions, upi: pay.upiId && due > 0 ? await upiFor(pay.upiId, due, trip.reference) : null };
}
