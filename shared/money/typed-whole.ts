/** Rupees and counts as staff type them in the desk's forms, read once for every form. */

/**
 * MAX_AMOUNT (₹10,00,00,000) is the largest figure any request schema accepts and has 9 digits: a
 * longer one cannot be sent, so it is not read as a number at all (and no 16-digit figure loses its
 * last digits to floating point on the way).
 */
const MAX_DIGITS = 9;
const WHOLE = new RegExp(`^\\d{1,${MAX_DIGITS}}$`);

/**
 * "1,20,000", "₹58000", "58 000" as a whole number; anything else NaN, which the shared schema then
 * refuses in its own words ("Must be whole rupees"), beside the field.
 */
export function wholeOrNaN(text: unknown): number {
  const digits = String(text ?? "").replace(/[,\s₹]/g, "");
  return WHOLE.test(digits) ? Number(digits) : Number.NaN;
}
