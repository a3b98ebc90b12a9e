import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { cancellations, quotes } from "@shared/schema/money";
import { creditLeft, formatDay, type Day } from "@shared/money";
import type { QuoteMailKind } from "@shared/mail-states";
import type { Db } from "../../db";
import { answerBooking } from "../reply-due";
import { samePerson } from "../same-person";
import { alias } from "drizzle-orm/pg-core";
import { creditUsesSql } from "./account";
import { ensureTripToken, sealTripToken, type TripLinkKey } from "./trip-links";
import type { Clock } from "../../core/clock";
import { quoteDeparture, quoteTakesPlaces, type DepartureQuoteRefusal } from "../departures/quote-places";
import { quoteRooms, type RoomsRefusal } from "../departures/private-rooms";

/** Why a quote was not made or accepted; nothing changed. */
export type QuoteRefusal =
  | { error: "no-booking" | "erased" | "cancelled" | "accepted" | "no-quote" | "replaced" | "expired" }
  | { error: "credit"; message: string }
  | DepartureQuoteRefusal
  | RoomsRefusal;

/** The id of the quote an e-mail is about (`mail_outbox.data`), with the link sealed for the quote e-mail. */
export interface QuoteMailData {
  quoteId: number;
  link?: string;
}

/** A quote e-mail to queue: about `booking`, to `to`, its Message-ID on `domain`. */
export interface QuoteMail {
  booking: Pick<Booking, "id" | "reference">;
  kind: QuoteMailKind;
  to: string;
  data: QuoteMailData;
  domain: string;
}

export function queueQuoteMail(tx: Db, booking: Pick<Booking, "id" | "reference">, kind: QuoteMailKind, to: string, data: QuoteMailData, domain: string): Promise<void> {
  return queueQuoteMails(tx, [{ booking, kind, to, data, domain }]);
}

/** Queues the e-mails in one insert however many there are (none for none), each with a Message-ID of its own. */
export async function queueQuoteMails(tx: Db, mails: QuoteMail[]): Promise<void> {
  if (mails.length === 0) return;
  await quoteMailsInsert(tx, mails);
}

/** queueQuoteMails' insert, built and not yet run (write-together.ts); `mails` not empty. */
export function quoteMailsInsert(tx: Db, mails: QuoteMail[]) {
  return tx.insert(mailOutbox).values(
    mails.map(({ booking, kind, to, data, domain }) => ({
      bookingId: booking.id,
      kind,
      toAddress: to,
      messageId: `<booking-${booking.id}-${kind}-${randomUUID()}.${booking.reference}@${domain}>`,
      data,
    })),
  );
}

/**
 * The same person (docs/desk.md, "The same person") has an earlier booking that was confirmed: one
 * confirmed now, or one whose status history ever reached confirmed (later cancelled, say).
 */
async function isReturning(tx: Db, booking: Booking): Promise<boolean> {
  const me = alias(bookings, "me");
  const other = alias(bookings, "other");
  const [row] = await tx
    .select({ id: other.id })
    .from(me)
    .innerJoin(other, samePerson(me, other))
    .where(
      and(
        eq(me.id, booking.id),
        sql`${other.createdAt} < ${me.createdAt}`,
        sql`(${other.status} = 'confirmed' or exists (select 1 from booking_status_history h where h.booking_id = ${other.id} and h.to_status = 'confirmed'))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What is left to use of the retreat credit `fromId` left, its cancellation row locked so that two
 * quotes made at once can't both spend its last rupees. This booking's open quotes don't count:
 * the new quote replaces them.
 */
async function usableCredit(tx: Db, fromId: number, bookingId: number, today: Day): Promise<number | { error: "credit"; message: string }> {
  const [row] = await tx
    .select({ credit: cancellations.credit, validUntil: cancellations.creditValidUntil })
    .from(cancellations)
    .where(eq(cancellations.bookingId, fromId))
    .for("update");
  if (!row || row.credit <= 0 || !row.validUntil) return { error: "credit", message: "That booking left no retreat credit" };
  const used = (await tx.execute(sql`select ${creditUsesSql(fromId, today, bookingId)} as n`)) as unknown as { rows: { n: number | string }[] };
  const left = creditLeft({ amount: row.credit, validUntil: row.validUntil, uses: [Number(used.rows[0]?.n ?? 0)], today });
  if (left.expired) return { error: "credit", message: `That retreat credit expired on ${formatDay(row.validUntil)}` };
  if (left.usable <= 0) return { error: "credit", message: "Nothing is left of that retreat credit" };
  return left.usable;
}

/** The row a quote is stored as. */
export type NewQuote = Omit<typeof quotes.$inferInsert, "id" | "bookingId" | "number" | "state" | "createdAt" | "acceptedAt" | "replacedAt">;

/** The writes of sending a quote, inside its transaction (server/use-cases/send-quote.ts orders them). */
export function quoteWrites(tx: Db, clock: Clock, offerHours: number) {
  return {
    async hasAcceptedQuote(bookingId: number): Promise<boolean> {
      const [accepted] = await tx.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.bookingId, bookingId), eq(quotes.state, "accepted")));
      return accepted !== undefined;
    },
    /** The departure the quote is on, locked and its places checked; the booking not yet moved (quote-places.ts). */
    quoteDeparture: (booking: Booking, input: { departureId?: number; travellers: number }, today: Day, messageIdDomain: string) =>
      quoteDeparture(tx, booking, input, { today, now: clock.now(), offerHours, messageIdDomain }),
    /** The booking moved to the quote's departure (or off its own) and out of the line, once nothing refuses the quote. */
    quoteTakesPlaces: (booking: Booking, departureId: number | undefined) => quoteTakesPlaces(tx, booking, departureId, clock.now()),
    /** Refused when the departure has fewer private rooms left than asked (private-rooms.ts). */
    quoteRooms: (departure: Parameters<typeof quoteRooms>[1], rooms: number, bookingId: number, today: Day) => quoteRooms(tx, departure, rooms, bookingId, today),
    usableCredit: (fromId: number, bookingId: number, today: Day) => usableCredit(tx, fromId, bookingId, today),
    isReturning: (booking: Booking) => isReturning(tx, booking),
    /**
     * The booking's open quotes replaced, and the new one stored with the next number. Answers its id,
     * its number, and what the replaced quotes held (their departures and travellers).
     */
    async replaceAndStoreQuote(bookingId: number, quote: NewQuote): Promise<{ id: number; number: number; replaced: { departureId: number | null; travellers: number }[] }> {
      const replaced = await tx
        .update(quotes)
        .set({ state: "replaced", replacedAt: new Date() })
        .where(and(eq(quotes.bookingId, bookingId), eq(quotes.state, "open")))
        .returning({ departureId: quotes.departureId, travellers: quotes.travellers });
      const [last] = await tx.select({ n: sql<number>`coalesce(max(${quotes.number}), 0)::int` }).from(quotes).where(eq(quotes.bookingId, bookingId));
      const number = Number(last.n) + 1;
      const [row] = await tx.insert(quotes).values({ ...quote, bookingId, number }).returning({ id: quotes.id });
      return { id: row.id, number, replaced };
    },
    /** The booking's trip link, made on its first quote: the token, and the link sealed for the quote e-mail. */
    async tripLink(bookingId: number, key: TripLinkKey): Promise<{ token: string; sealed: string }> {
      const token = await ensureTripToken(tx, bookingId, key);
      return { token, sealed: sealTripToken(token, key) };
    },
    /** Sending the visitor a quote answers them, as a reply does. */
    answerBooking: (bookingId: number) => answerBooking(tx, bookingId, new Date()),
  };
}
