/** "₹25,000": rupee amounts grouped the Indian way (en-IN), so lakhs read as Indians expect. */
export function formatInr(amount: number): string {
  return `₹${new Intl.NumberFormat("en-IN").format(amount)}`;
}
