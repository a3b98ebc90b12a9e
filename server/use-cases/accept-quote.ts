import { buildSchedule, formatRupees, type Day, type Region } from "@shared/money";
import type { MoneyStorage, QuoteRefusal, Storage } from "../storage";

export type AcceptQuoteStorage = { money: Pick<MoneyStorage, "acceptRefusal">; changes: Pick<Storage["changes"], "inPlacesChange"> };

export interface AcceptContext {
  today: Day;
  messageIdDomain: string;
  /** Where the acceptance alert goes when the booking has no assignee with an e-mail. */
  staffAlertTo: string[];
  /** The visitor's client address, for the audit log. */
  address: string | null;
}

/** The visitor, as the timeline, the status history and the audit log name them. */
const VISITOR = "visitor";

/**
 * The visitor accepts an open quote on the trip page (docs/money.md), in one transaction: the quote
 * is accepted if its travellers and private rooms fit (the partial unique index refuses a second
 * acceptance whatever races), its schedule is fixed as instalments as of today, the booking becomes
 * confirmed through the status-change path, the timeline and the audit log record it, the
 * confirmation and the staff alert are queued, and the live desk is told at commit. When the places
 * don't fit, the same transaction puts the booking in its departure's line and answers "full"
 * (the booking then waits in line, as the API promises); when the rooms don't, nothing changes.
 */
export async function acceptQuote(storage: AcceptQuoteStorage, bookingId: number, quoteId: number, ctx: AcceptContext): Promise<{ ok: true } | QuoteRefusal> {
  // Before the lock: refusals by states that never go back (erased, cancelled, accepted, replaced,
  // past its day) need no lock, and the departures to lock are read. All is checked again under it.
  const early = await storage.money.acceptRefusal(bookingId, quoteId, ctx.today);
  if ("error" in early) return early;
  return storage.changes.inPlacesChange([early.quoteDeparture, early.bookingDeparture], async (writes) => {
    const booking = await writes.lockBooking(bookingId, [early.quoteDeparture], early.bookingDeparture);
    if (!booking) return { error: "no-booking" };
    const checked = await writes.recheck(bookingId, quoteId, ctx.today);
    if ("error" in checked) return checked;
    const { quote } = checked;
    const refused = await writes.takePlaces(booking, quote, ctx.today, ctx.messageIdDomain);
    if (refused) return refused;

    await writes.fixSchedule(bookingId, quoteId, buildSchedule({ total: quote.total, region: quote.region as Region, startDate: quote.startDate, asOf: ctx.today, accepted: true }), ctx.today, VISITOR);
    await writes.confirm(booking, VISITOR);
    await writes.record(bookingId, { id: null, username: VISITOR, address: ctx.address }, {
      kind: "quote-accepted",
      action: "quote-accepted",
      data: { quoteId, number: quote.number, total: quote.total, summary: `Quote ${quote.number} (${formatRupees(quote.total)}) accepted by the visitor on the trip page` },
    });
    await writes.queueQuoteMail(booking, "trip-confirmation", booking.email.toLowerCase(), { quoteId }, ctx.messageIdDomain);
    await writes.queueQuoteMail(booking, "acceptance-alert", await writes.alertAddress(booking, ctx.staffAlertTo), { quoteId }, ctx.messageIdDomain);
    await writes.tellDesk(bookingId);
    return { ok: true };
  });
}
