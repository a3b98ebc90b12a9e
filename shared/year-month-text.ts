/**
 * "2027-03" → "Mar 2027": a month of a year, as the desk's filters, tables and charts name it. Not in
 * months.ts, which the trip page loads (formatDay): the bundler puts all of a module's used code in
 * one chunk, so the desk's words would ride along to the traveller.
 */
import { monthShort } from "./months";

export function yearMonthText(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${monthShort(m)} ${y}`;
}
