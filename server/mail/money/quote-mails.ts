import type Mail from "nodemailer/lib/mailer";
import { formatDay, formatRupees, PRIVATE_ROOM_SUPPLEMENT, privateRoomAmount, type Instalment, type Quote } from "@shared/money";
import { nightsText, tripDatesText } from "@shared/departures";
import type { QuoteMailContent } from "../../storage";
import { openTripToken, tripUrlOf } from "../../storage";
import { oneLine } from "@shared/one-line";
import { deskLink, tripLabel } from "../render";
import { greeting } from "../greeting";
import { moneyMessage } from "./payment-mails";
import { howToPay, ON_REQUEST } from "../../trip/how-to-pay";
import { payBlocks, type Block, type MoneyMailContext } from "./pay-blocks";

/** What the quote e-mails need beside the compose context: the key that opens the trip link, and how to pay. */
export type QuoteMailContext = MoneyMailContext;

function priceFacts(q: Quote): [string, string][] {
  return [
    [`${q.travellers} ${q.travellers === 1 ? "traveller" : "travellers"} × ${formatRupees(q.pricePerPerson)}`, formatRupees(q.base)],
    ...q.discounts.map((d): [string, string] => [`${d.label} (${d.percent} %)`, formatRupees(-d.amount)]),
    ...q.extras.map((e): [string, string] => [e.label, formatRupees(e.amount)]),
    ...(privateRoomAmount(q.privateRooms, q.privateRoomSupplement) > 0
      ? [[PRIVATE_ROOM_SUPPLEMENT, formatRupees(privateRoomAmount(q.privateRooms, q.privateRoomSupplement))] as [string, string]]
      : []),
    ...(q.credit > 0 ? [["Retreat credit", formatRupees(-q.credit)] as [string, string]] : []),
    ["Total", formatRupees(q.total)],
  ];
}

function scheduleLines(schedule: Instalment[]): [string, string][] {
  return schedule.map((i) => [`${i.label} (${i.percent} %)`, `${formatRupees(i.amount)}, due ${i.dueDate ? formatDay(i.dueDate) : "when you accept"}`]);
}

function tripDates(c: QuoteMailContent): string {
  const q = c.quote;
  // The programme by name (the departure's, or the one the enquiry chose); the category only when there is none.
  return `${c.programme ? oneLine(c.programme) : tripLabel(c.booking)}, ${tripDatesText(q.startDate, q.endDate)} (${nightsText(q.nights)})`;
}

/** How to pay the deposit once the quote is accepted: the instructions for the trip's region (UPI comes with the amount, on the trip page and the confirmation). */
function howToPayBlocks(c: QuoteMailContent, ctx: QuoteMailContext): Block[] {
  return [{ p: `How to pay: ${howToPay(c.quote.region, ctx.payment ?? {}).instructions ?? ON_REQUEST}` }];
}

function quoteMail(c: QuoteMailContent, ctx: QuoteMailContext): { subject: string; blocks: Block[] } {
  const token = ctx.tripKey ? openTripToken(c.sealedLink, ctx.tripKey) : null;
  if (!token) throw new Error("the quote's trip link can't be opened: the session secret changed since it was sent");
  const ref = c.booking.reference;
  return {
    subject: `Your quote for booking ${ref}: ${formatRupees(c.quote.total)}`,
    blocks: [
      { p: `Thank you for choosing us. Here is your quote ${c.quote.number} for ${tripDates(c)}, booking ${ref}:` },
      { facts: priceFacts(c.quote) },
      { p: "Your payment schedule by our published rules (the deposit is due on the day you accept):" },
      { facts: scheduleLines(c.quote.schedule) },
      { p: `This quote is valid until ${formatDay(c.quote.validUntil)}. See it, what you have paid and what is due next, and accept it on your trip page: ${tripUrlOf(ctx.baseUrl, token)}` },
      { p: "The link is yours alone: anyone who has it can see your trip, so please don't share it." },
      ...howToPayBlocks(c, ctx),
    ],
  };
}

function confirmation(c: QuoteMailContent, ctx: QuoteMailContext): { subject: string; blocks: Block[] } {
  const ref = c.booking.reference;
  return {
    subject: `Booking ${ref} confirmed: your payment schedule`,
    blocks: [
      { p: `Thank you for accepting quote ${c.quote.number}. Your booking ${ref} for ${tripDates(c)} is confirmed.` },
      { facts: [["Total to pay", formatRupees(c.account.totalToPay)]] },
      { p: "Your payment schedule:" },
      { facts: scheduleLines(c.account.schedule) },
      ...payBlocks({ view: c.account, region: c.quote.region, reference: ref, sealedLink: c.sealedLink }, ctx),
    ],
  };
}

function acceptanceAlert(c: QuoteMailContent, ctx: QuoteMailContext): { subject: string; blocks: Block[] } {
  const ref = c.booking.reference;
  const name = oneLine(`${c.booking.firstName} ${c.booking.lastName}`, 100);
  const deposit = c.account.schedule[0];
  return {
    subject: `Quote accepted: booking ${ref}, ${formatRupees(c.quote.total)}`,
    blocks: [
      { p: `The visitor accepted quote ${c.quote.number} on the trip page; booking ${ref} is now confirmed.` },
      {
        facts: [
          ["Reference", ref],
          ["Name", name],
          ["Total", formatRupees(c.quote.total)],
          ...(deposit?.dueDate ? [[`${deposit.label} due ${formatDay(deposit.dueDate)}`, formatRupees(deposit.amount)] as [string, string]] : []),
        ],
      },
      { p: `Open it in the desk: ${deskLink(ctx.baseUrl, c.booking.id)}` },
    ],
  };
}

const WRITERS = { quote: quoteMail, "trip-confirmation": confirmation, "acceptance-alert": acceptanceAlert };

/** The quote, the confirmation or the staff's acceptance alert, written from the booking's account now. */
export function composeQuoteMail(c: QuoteMailContent, m: { toAddress: string; messageId: string }, ctx: QuoteMailContext): Mail.Options {
  const { subject, blocks } = WRITERS[c.kind](c, ctx);
  return moneyMessage(subject, blocks, c.kind === "acceptance-alert" ? "Hello" : greeting(c.booking.firstName), m, ctx);
}
