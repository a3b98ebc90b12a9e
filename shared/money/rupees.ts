/** Whole rupees, written and divided the way the company's visitors read them. */

const MINUS = "\u2212";

/** Indian grouping: the last three digits, then pairs (`₹12,34,56,789`); negative as `−₹500`. */
export function formatRupees(amount: number): string {
  const digits = String(Math.abs(Math.round(amount)));
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return `${amount < 0 && digits !== "0" ? MINUS : ""}₹${groups.join(",")}`;
}

/** `percent` % of `amount` in whole rupees, halves up, in integer arithmetic (no 0.1 + 0.2 drift). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}
