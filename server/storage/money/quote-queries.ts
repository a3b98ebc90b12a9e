import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { cancellations, quotes } from "@shared/schema/money";
import { addDays, creditLeft, defaultRegion, formatDay, formatRupees, priceQuote, type Day, type Region } from "@shared/money";
import type { QuoteMailKind } from "@shared/mail-states";
import type { QuoteRequest } from "@shared/money/quote-requests";
import type { Db } from "../../db";
import { answerBooking } from "../reply-due";
import { samePerson } from "../same-person";
import { alias } from "drizzle-orm/pg-core";
import { creditUsesSql } from "./account";
import { recordMoneyChange, type MoneyActor } from "./money-record";
import { ensureTripToken, sealTripToken, type TripLinkKey } from "./trip-links";
import type { Clock } from "../../core/clock";
import { quoteDeparture, type DepartureQuoteRefusal } from "../departures/quote-places";
import { quoteRooms, type RoomsRefusal } from "../departures/private-rooms";
import { lockBookingForPlaces } from "../departures/places";
import { offerFreePlaces } from "../departures/offers";
import { inDepartureQueue } from "../departures/departure-queue";

/** A quote stays open this many days unless the desk says otherwise (docs/money.md). */
const VALID_DAYS = 7;

/** Why a quote was not made or accepted; nothing changed. */
export type QuoteRefusal =
  | { error: "no-booking" | "erased" | "cancelled" | "accepted" | "no-quote" | "replaced" | "expired" }
  | { error: "credit"; message: string }
  | DepartureQuoteRefusal
  | RoomsRefusal;

export interface QuoteContext {
  today: Day;
  key: TripLinkKey;
  /** The domain of the Message-IDs of the e-mails queued. */
  messageIdDomain: string;
}

/** The id of the quote an e-mail is about (`mail_outbox.data`), with the link sealed for the quote e-mail. */
export interface QuoteMailData {
  quoteId: number;
  link?: string;
}

export async function queueQuoteMail(tx: Db, booking: Pick<Booking, "id" | "reference">, kind: QuoteMailKind, to: string, data: QuoteMailData, domain: string): Promise<void> {
  const messageId = `<booking-${booking.id}-${kind}-${randomUUID()}.${booking.reference}@${domain}>`;
  await tx.insert(mailOutbox).values({ bookingId: booking.id, kind, toAddress: to, messageId, data });
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

function quoteSummary(number: number, total: number, validUntil: Day): string {
  return `Quote ${number} sent: ${formatRupees(total)}, valid until ${formatDay(validUntil)}`;
}

/**
 * Makes a booking's quote by the company's rules and sends it, in one transaction: earlier open
 * quotes become `replaced`, the trip link is made on the first quote, the timeline and the audit log
 * record it, and the visitor's e-mail is queued. Answers the quote's id and the link's token.
 */
async function createQuote(
  db: Db,
  clock: Clock,
  offerHours: number,
  bookingId: number,
  input: QuoteRequest,
  by: MoneyActor,
  ctx: QuoteContext,
): Promise<{ quoteId: number; token: string } | QuoteRefusal> {
  const [current] = await db.select({ departureId: bookings.departureId }).from(bookings).where(eq(bookings.id, bookingId));
  return inDepartureQueue([current?.departureId, input.departureId], () => db.transaction(async (tx) => {
    // The one lock order of changes of places: the departures (its own and the quote's), then the booking.
    const booking = await lockBookingForPlaces(tx, bookingId, [input.departureId]);
    if (!booking) return { error: "no-booking" };
    if (booking.erasedAt) return { error: "erased" };
    if (booking.status === "cancelled") return { error: "cancelled" };
    const at = { today: ctx.today, now: clock.now(), offerHours, messageIdDomain: ctx.messageIdDomain };
    const [accepted] = await tx.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.bookingId, bookingId), eq(quotes.state, "accepted")));
    if (accepted) return { error: "accepted" };
    const departure = await quoteDeparture(tx, booking, input, at);
    if (departure && "error" in departure) return departure;
    const rooms = await quoteRooms(tx, departure, input.privateRooms, bookingId, ctx.today);
    if (rooms) return rooms;
    // The supplement per person the rooms are priced at: the body's, else the departure's now.
    const supplement = input.privateRooms > 0 ? (input.privateRoomSupplement ?? departure?.privateRoomSupplement ?? 0) : 0;

    const credit = input.creditFrom === undefined ? 0 : await usableCredit(tx, input.creditFrom, bookingId, ctx.today);
    if (typeof credit !== "number") return credit;
    const region: Region = input.region ?? defaultRegion(booking.tripType === "international" ? "international" : "retreat");
    const price = priceQuote({
      startDate: input.startDate,
      endDate: input.endDate,
      travellers: input.travellers,
      pricePerPerson: input.pricePerPerson,
      extras: input.extras,
      returning: input.returning ?? (await isReturning(tx, booking)),
      creditAvailable: credit,
      privateRooms: input.privateRooms,
      privateRoomSupplement: supplement,
    });
    const now = new Date();
    const replaced = await tx
      .update(quotes)
      .set({ state: "replaced", replacedAt: now })
      .where(and(eq(quotes.bookingId, bookingId), eq(quotes.state, "open")))
      .returning({ departureId: quotes.departureId, travellers: quotes.travellers });
    const [last] = await tx.select({ n: sql<number>`coalesce(max(${quotes.number}), 0)::int` }).from(quotes).where(eq(quotes.bookingId, bookingId));
    const number = Number(last.n) + 1;
    const validUntil = input.validUntil ?? addDays(ctx.today, VALID_DAYS);
    const [quote] = await tx
      .insert(quotes)
      .values({
        bookingId,
        number,
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
      })
      .returning({ id: quotes.id });
    const token = await ensureTripToken(tx, bookingId, ctx.key);
    await recordMoneyChange(tx, clock, bookingId, by, {
      kind: "quote",
      action: "quote-sent",
      data: { quoteId: quote.id, number, total: price.total, summary: quoteSummary(number, price.total, validUntil) },
    });
    await queueQuoteMail(tx, booking, "quote", booking.email.toLowerCase(), { quoteId: quote.id, link: sealTripToken(token, ctx.key) }, ctx.messageIdDomain);
    // Sending the visitor a quote answers them, as a reply does.
    await answerBooking(tx, bookingId, now);
    // Places the replaced quote held beyond the new one's, or whatever it held on a departure it left, go to the line.
    const freed = new Set(replaced.filter((r) => r.departureId !== null && (r.departureId !== input.departureId || r.travellers > input.travellers)).map((r) => r.departureId!));
    if (booking.departureId !== null && booking.departureId !== input.departureId) freed.add(booking.departureId);
    for (const d of freed) await offerFreePlaces(tx, d, at);
    return { quoteId: quote.id, token };
  }));
}

/** Quotes made at the desk (accepted on the trip page by server/use-cases/accept-quote.ts over quote-acceptance.ts). */
export function quoteStorage(db: Db, clock: Clock, offerHours: number) {
  return {
    createQuote: (bookingId: number, input: QuoteRequest, by: MoneyActor, ctx: QuoteContext) => createQuote(db, clock, offerHours, bookingId, input, by, ctx),
  };
}
