import QRCode from "qrcode";
import { LRUCache } from "lru-cache";
import type { TripBody, TripUpi } from "@shared/money/account-types";
import type { PaymentConfig } from "../core/config";
import { howToPay, upiLink } from "./how-to-pay";

/** A trip as the database holds it: everything the visitor's page shows but how to pay. */
export type TripFacts = Omit<TripBody, "paymentInstructions" | "upi">;

// A trip page is viewed again and again while its next amount stays the same: each link's code is
// drawn once. Bounded, as every trip's link differs; a link drawn again costs a few milliseconds.
const QR_CACHE_SIZE = 500;
const drawn = new LRUCache<string, Promise<string>>({ max: QR_CACHE_SIZE });

/** The QR code of a UPI link as inline SVG, drawn once per link. */
export function qrSvgOf(link: string): Promise<string> {
  let svg = drawn.get(link);
  if (!svg) {
    svg = QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    drawn.set(link, svg);
    svg.catch(() => drawn.delete(link));
  }
  return svg;
}

/** The UPI payment of `amount`, with its QR code as inline SVG: the page needs no script and no other request. */
async function upiFor(upiId: string, amount: number, reference: string): Promise<TripUpi> {
  const link = upiLink(upiId, amount, reference);
  return { id: upiId, link, qrSvg: await qrSvgOf(link) };
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
