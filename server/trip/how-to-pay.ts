import { SITE } from "@shared/site";
import type { Region } from "@shared/money";
import type { PaymentConfig } from "../core/config";

/** How a trip is paid: the instructions for its region, and the UPI id on a domestic trip only (docs/site.md §9 "Payment methods"). */
export interface HowToPay {
  instructions: string | null;
  upiId: string | null;
}

/** PAYMENT_INSTRUCTIONS and the UPI id for a domestic trip; PAYMENT_INSTRUCTIONS_INTERNATIONAL and never UPI for an international one. */
export function howToPay(region: Region, payment: PaymentConfig): HowToPay {
  if (region === "international") return { instructions: payment.internationalInstructions ?? null, upiId: null };
  return { instructions: payment.instructions ?? null, upiId: payment.upiId ?? null };
}

/** What the visitor is told when no instructions are configured for their trip. */
export const ON_REQUEST = `Our team sends payment details on request: call ${SITE.phoneDisplay} or write to ${SITE.email}.`;

/** NPCI's `upi://pay` link for `amount` to the company, the booking's reference as its note. */
export function upiLink(upiId: string, amount: number, reference: string): string {
  const query = [`pa=${encodeURIComponent(upiId)}`, `pn=${encodeURIComponent(SITE.name)}`, `am=${amount}`, "cu=INR", `tn=${encodeURIComponent(reference)}`].join("&");
  return `upi://pay?${query}`;
}
