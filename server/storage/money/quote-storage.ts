import type { Day } from "@shared/money";
import type { QuoteRequest } from "@shared/money/quote-requests";
import type { Db } from "../../db";
import type { PaymentConfig } from "../../core/config";
import { readAccount, type TripLinkOptions } from "./account";
import { acceptQuote, createQuote, type AcceptContext, type QuoteContext } from "./quotes";
import type { MoneyActor } from "./money-record";
import { quoteMailStorage } from "./quote-mail";
import { readTrip } from "./trip";
import { bookingOfTripToken } from "./trip-links";
import type { Clock } from "../../core/clock";

/** Quotes, their acceptance on the trip page, the account and the trip: one entry for server/storage/index.ts. */
export function quoteStorage(db: Db, clock: Clock) {
  return {
    ...quoteMailStorage(db),
    createQuote: (bookingId: number, input: QuoteRequest, by: MoneyActor, ctx: QuoteContext) => createQuote(db, clock, bookingId, input, by, ctx),
    acceptQuote: (bookingId: number, quoteId: number, ctx: AcceptContext) => acceptQuote(db, clock, bookingId, quoteId, ctx),
    readAccount: (bookingId: number, today: Day, link?: TripLinkOptions) => readAccount(db, bookingId, today, link),
    readTrip: (bookingId: number, today: Day, payment: PaymentConfig) => readTrip(db, bookingId, today, payment),
    bookingOfTripToken: (token: string) => bookingOfTripToken(db, token),
  };
}
