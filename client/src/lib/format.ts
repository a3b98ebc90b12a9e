import { format, isValid } from "date-fns";

/** SPEC §2: the submitted time as a long US date with hour and minute, e.g. "November 22, 2026 at 3:05 PM". */
export function formatSubmitted(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, "MMMM d, yyyy 'at' h:mm a") : String(value);
}

/** The text stored for a chosen preferred date, e.g. "December 5, 2026". */
export const PREFERRED_DATE_FORMAT = "MMMM d, yyyy";

export function formatPreferredDate(date: Date): string {
  return format(date, PREFERRED_DATE_FORMAT);
}

export function formatTravelers(count: number): string {
  return `${count} ${count === 1 ? "traveler" : "travelers"}`;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
