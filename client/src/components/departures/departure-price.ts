import { formatRupees } from "@shared/money/rupees";

/** `₹58,000 per person`. */
export function pricePerPersonText(price: number): string {
  return `${formatRupees(price)} per person`;
}
