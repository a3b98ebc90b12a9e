import { addDays, defaultRegion, formatDay, formatRupees, priceQuote, type Day, type Region } from "@shared/money";
import type { QuoteRequest } from "@shared/money/quote-requests";
import type { MoneyActor, QuoteRefusal, Storage, TripLinkKey } from "../storage";

export type SendQuoteStorage = { changes: Pick<Storage["changes"], "departureOfBooking" | "inPlacesChange"> };

export interface QuoteContext {
  today: Day;
  key: TripLinkKey;
  /** The domain of the Message-IDs of the e-mails queued. */
  messageIdDomain: string;
}

/** A quote stays open this many days unless the desk says otherwise (docs/money.md). */
const VALID_DAYS = 7;

function quoteSummary(number: number, total: number, validUntil: Day): string {
  return `Quote ${number} sent: ${formatRupees(total)}, valid until ${formatDay(validUntil)}`;
}

/**
 * Staff make a booking's quote by the company's rules and send it (docs/money.md), in one
 * transaction: refused for a booking erased, cancelled or already accepted; its departure's places
 * and private rooms checked (a quote holds them); a retreat credit and the returning discount
 * applied; earlier open quotes replaced; the trip link made on the first quote; the timeline and
 * the audit log record it; the visitor's e-mail queued and the visitor counted as answered; places
 * the replaced quote held and the new one doesn't offered to the line. Answers the quote's id and
 * the link's token.
 */
export async function sendQuote(storage: SendQuoteStorage, bookingId: number, input: QuoteRequest, by: MoneyActor, ctx: QuoteContext): Promise<{ quoteId: number; token: string } | QuoteRefusal> {
  const current = await storage.changes.departureOfBooking(bookingId);
  return storage.changes.inPlacesChange([current, input.departureId], async (writes): Promise<{ quoteId: number; token: string } | QuoteRefusal> => {
    const booking = await writes.lockBooking(bookingId, [input.departureId]);
    if (!booking) return { error: "no-booking" };
    if (booking.erasedAt) return { error: "erased" };
    if (booking.status === "cancelled") return { error: "cancelled" };
    if (await writes.hasAcceptedQuote(bookingId)) return { error: "accepted" };
    const departure = await writes.quoteDeparture(booking, input, ctx.today, ctx.messageIdDomain);
    if (departure && "error" in departure) return departure;
    const rooms = await writes.quoteRooms(departure, input.privateRooms, bookingId, ctx.today);
    if (rooms) return rooms;
    // The supplement per person the rooms are priced at: the body's, else the departure's now.
    const supplement = input.privateRooms > 0 ? (input.privateRoomSupplement ?? departure?.privateRoomSupplement ?? 0) : 0;

    const credit = input.creditFrom === undefined ? 0 : await writes.usableCredit(input.creditFrom, bookingId, ctx.today);
    if (typeof credit !== "number") return credit;
    // Only now, past every refusal: a refused quote commits, so it must not have moved the booking out of line or ended its offer.
    await writes.quoteTakesPlaces(booking, input.departureId);
    const region: Region = input.region ?? defaultRegion(booking.tripType === "international" ? "international" : "retreat");
    const price = priceQuote({
      startDate: input.startDate,
      endDate: input.endDate,
      travellers: input.travellers,
      pricePerPerson: input.pricePerPerson,
      extras: input.extras,
      returning: input.returning ?? (await writes.isReturning(booking)),
      creditAvailable: credit,
      privateRooms: input.privateRooms,
      privateRoomSupplement: supplement,
    });
    const validUntil = input.validUntil ?? addDays(ctx.today, VALID_DAYS);
    const quote = await writes.replaceAndStoreQuote(bookingId, {
      startDate: input.startDate,
      endDate: input.endDate,
      travellers: input.travellers,
      pricePerPerson: input.pricePerPerson,
      departureId: input.departureId ?? null,
      region,
      base: price.base,
      discounts: price.discounts,
      extras: price.extras,
      privateRooms: input.privateRooms,
      privateRoomSupplement: supplement,
      credit: price.credit,
      creditFromId: price.credit > 0 ? (input.creditFrom ?? null) : null,
      total: price.total,
      validUntil,
      note: input.note,
      createdById: by.id,
      createdBy: by.username,
    });
    const link = await writes.tripLink(bookingId, ctx.key);
    await writes.record(bookingId, by, {
      kind: "quote",
      action: "quote-sent",
      data: { quoteId: quote.id, number: quote.number, total: price.total, summary: quoteSummary(quote.number, price.total, validUntil) },
    });
    await writes.queueQuoteMail(booking, "quote", booking.email.toLowerCase(), { quoteId: quote.id, link: link.sealed }, ctx.messageIdDomain);
    await writes.answerBooking(bookingId);
    // Places the replaced quote held beyond the new one's, or whatever it held on a departure it left, go to the line.
    const freed = new Set(quote.replaced.filter((r) => r.departureId !== null && (r.departureId !== input.departureId || r.travellers > input.travellers)).map((r) => r.departureId!));
    if (booking.departureId !== null && booking.departureId !== input.departureId) freed.add(booking.departureId);
    for (const d of freed) await writes.offerFreePlaces(d, ctx.today, ctx.messageIdDomain);
    return { quoteId: quote.id, token: link.token };
  });
}
