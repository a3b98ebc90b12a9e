import type { LastSearch } from "./last-search";

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/**
 * "For 2 guests, around 15 January": what the visitor told the home search, in words. The year is
 * named only when it is not this one. Null when the search held neither a date nor guests.
 */
export function describeSearch(last: Pick<LastSearch, "date" | "guests">, today: Date): string | null {
  const parts: string[] = [];
  if (last.guests) parts.push(`for ${last.guests} ${last.guests === "1" ? "guest" : "guests"}`);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(last.date);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
      const sameYear = year === today.getFullYear();
      parts.push(`around ${day} ${MONTHS[month - 1]}${sameYear ? "" : ` ${year}`}`);
    }
  }
  if (parts.length === 0) return null;
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
