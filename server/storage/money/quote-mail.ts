import { eq } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { quotes } from "@shared/schema/money";
import { departures } from "@shared/schema/departures";
import { isQuoteMailKind, type QuoteMailKind } from "@shared/mail-states";
import type { Day, Quote } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import type { Db } from "../../db";
import { readAccount } from "./account";
import { sealedTripLink } from "./trip-links";
import type { QuoteMailData } from "./quote-queries";

/** What a quote, confirmation or acceptance alert says, read when it is sent from its outbox row's quote id. */
export interface QuoteMailContent {
  kind: QuoteMailKind;
  booking: Booking;
  quote: Quote;
  account: Account;
  /** The quote e-mail's trip link, sealed (the worker opens it with the session secret's key). */
  sealedLink: string | null;
  /** The programme the trip is of: the quote's departure's, else the one the enquiry named; null when neither. */
  programme: string | null;
}

export function quoteMailStorage(db: Db) {
  return {
    /** Undefined when there is nothing to send any more: the booking, its data or the quote is gone. */
    async quoteMailContent(outboxId: number, today: Day): Promise<QuoteMailContent | undefined> {
      const [row] = await db.select({ kind: mailOutbox.kind, bookingId: mailOutbox.bookingId, data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (!row || row.bookingId === null || !isQuoteMailKind(row.kind)) return undefined;
      const data = (row.data ?? {}) as Partial<QuoteMailData>;
      const [[booking], [quoteRow], account] = await Promise.all([
        db.select().from(bookings).where(eq(bookings.id, row.bookingId)),
        db.select({ id: quotes.id, programme: departures.programme }).from(quotes).leftJoin(departures, eq(departures.id, quotes.departureId)).where(eq(quotes.id, data.quoteId ?? 0)),
        readAccount(db, row.bookingId, today),
      ]);
      const quote = quoteRow && account?.quotes.find((q) => q.id === quoteRow.id);
      if (!booking || booking.erasedAt || !account || !quote) return undefined;
      const programme = quoteRow.programme ?? booking.sourceProgramme ?? null;
      return { kind: row.kind, booking, quote, account, sealedLink: data.link ?? (await sealedTripLink(db, row.bookingId)), programme };
    },
  };
}
