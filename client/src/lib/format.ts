import { format, isValid } from "date-fns";

/** docs/site.md §2: the submitted time as a long US date with hour and minute, e.g. "November 22, 2026 at 3:05 PM". */
export function formatSubmitted(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, "MMMM d, yyyy 'at' h:mm a") : String(value);
}

/** The text stored for a chosen preferred date, e.g. "December 5, 2026". */
export const PREFERRED_DATE_FORMAT = "MMMM d, yyyy";

export function formatPreferredDate(date: Date): string {
  return format(date, PREFERRED_DATE_FORMAT);
}

/** "1 traveler", "4 travelers", and for six or more without the number, "6+ travelers". */
export function formatTravelers(count: number, atLeast = false): string {
  return `${count}${atLeast ? "+" : ""} ${count === 1 && !atLeast ? "traveler" : "travelers"}`;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A booking as the desk's lists name it, "Meera Raman, K7M3Q9X1"; once its personal data is erased its name is empty, and the reference alone names it. */
export function nameAndReference(name: string, reference: string): string {
  return name ? `${name}, ${reference}` : reference;
}
