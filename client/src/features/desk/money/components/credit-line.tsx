import { formatDay, formatRupees, type RetreatCredit } from "@shared/money";

/** "₹42,000 retreat credit until 14 May 2028", or what was left when it expired. */
export function creditWords(c: RetreatCredit): string {
  return c.expired ? `${formatRupees(c.left)} retreat credit, expired ${formatDay(c.validUntil)}` : `${formatRupees(c.left)} retreat credit until ${formatDay(c.validUntil)}`;
}
