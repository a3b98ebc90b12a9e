import { formatDay, formatRupees, type AccountLine, type AccountView, type Region } from "@shared/money";
import { howToPay, ON_REQUEST, upiLink } from "../../trip/how-to-pay";
import { openTripToken, tripUrlOf, type TripLinkKey } from "../../storage";
import type { PaymentConfig } from "../../core/config";
import type { ComposeContext } from "../compose";

/** A message's lines: a paragraph, or label–value facts. */
export type Block = { p: string } | { facts: [string, string][] };

/** What every money e-mail needs beside the compose context: the key that opens the trip link, and how to pay. */
export interface MoneyMailContext extends ComposeContext {
  tripKey?: TripLinkKey;
  payment?: PaymentConfig;
}

/** The trip page's address from its sealed token, or null when there is no link the key can open. */
export function tripUrlFrom(sealed: string | null, ctx: MoneyMailContext): string | null {
  const token = ctx.tripKey ? openTripToken(sealed, ctx.tripKey) : null;
  return token ? tripUrlOf(ctx.baseUrl, token) : null;
}

/** The account's lines (the quote's, then each fee), then **Total to pay**: the sum of what is shown. */
export function lineFacts(lines: AccountLine[], totalToPay: number): [string, string][] {
  return [...lines.map((l): [string, string] => [l.label, formatRupees(l.amount)]), ["Total to pay", formatRupees(totalToPay)]];
}

/**
 * What closes every money e-mail to the visitor (docs/decisions/account-after-a-change.md): the next
 * amount due, how to pay it (the instructions for the trip's region, and on a domestic trip the
 * UPI link for exactly that amount), or what is owed back; then the trip link.
 */
export function payBlocks(a: { view: AccountView; region: Region; reference: string; sealedLink: string | null }, ctx: MoneyMailContext): Block[] {
  const next = a.view.nextDue;
  const blocks: Block[] = [];
  if (next) {
    const amount = next.amount - next.paid;
    blocks.push({ p: `Next due: ${formatRupees(amount)}${next.dueDate ? ` by ${formatDay(next.dueDate)}` : " now"} (${next.label}).` });
    const pay = howToPay(a.region, ctx.payment ?? {});
    blocks.push({ p: `How to pay: ${pay.instructions ?? ON_REQUEST}\nPlease write your booking reference ${a.reference} with the payment.` });
    if (pay.upiId) blocks.push({ p: `Pay ${formatRupees(amount)} with UPI (${pay.upiId}): ${upiLink(pay.upiId, amount, a.reference)}` });
  } else {
    blocks.push({ p: "Nothing more is due." });
  }
  if (a.view.owedToVisitor > 0) blocks.push({ p: `We owe you ${formatRupees(a.view.owedToVisitor)} back; we will let you know when it is on its way.` });
  const url = tripUrlFrom(a.sealedLink, ctx);
  if (url) blocks.push({ p: `Your trip page always shows your dates, what you have paid and what is due next: ${url}` });
  return blocks;
}
