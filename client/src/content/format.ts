/**
 * "₹25,000", "₹1,50,000": rupee amounts grouped the Indian way (the last three digits, then pairs),
 * as en-IN formatting does. Whole amounts are grouped here by hand: the first Intl.NumberFormat
 * for en-IN loads locale data, which took 20–60 ms of a phone's main thread while a page loaded.
 */
export function formatInr(amount: number): string {
  if (!Number.isSafeInteger(amount)) return `₹${new Intl.NumberFormat("en-IN").format(amount)}`;
  const digits = String(Math.abs(amount));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `₹${amount < 0 ? "-" : ""}${rest ? `${rest},` : ""}${last3}`;
}
