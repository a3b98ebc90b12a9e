/**
 * The months' names, the one table every date in words reads (the site's, the desk's, the e-mails').
 * English only: the company writes to its travellers in English.
 */
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "March" for 3 (months counted from 1, as `YYYY-MM-DD` writes them). */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1];
}

/** "Mar" for 3: the first three letters, as every short date here writes a month (no "Sept"). */
export function monthShort(month: number): string {
  return monthName(month).slice(0, 3);
}
