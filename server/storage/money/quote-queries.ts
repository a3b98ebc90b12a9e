import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { users } from "@shared/schema/users";
import { cancellations, instalments, quotes } from "@shared/schema/money";
import { addDays, buildSchedule, creditLeft, defaultRegion, formatDay, formatRupees, priceQuote, type Day, type Region } from "@shared/money";
import type { QuoteMailKind } from "@shared/mail-states";
import type { QuoteRequest } from "@shared/money/quote-requests";
import { BOOKINGS_CHANNEL } from "../../db/channels";
import type { Db } from "../../db";
import { answerBooking } from "../reply-due";
import { changeStatusIn } from "../booking-status";
import { samePerson } from "../same-person";
import { alias } from "drizzle-orm/pg-core";
import { creditUsesSql } from "./account";
import { recordMoneyChange, type MoneyActor } from "./money-record";
import { ensureTripToken, sealTripToken, type TripLinkKey } from "./trip-links";
import type { Clock } from "../../core/clock";
import { quoteDeparture, type DepartureQuoteRefusal } from "../departures/quote-places";
import { acceptWithPlaces } from "../departures/accept-places";
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

async function queueQuoteMail(tx: Db, booking: Pick<Booking, "id" | "reference">, kind: QuoteMailKind, to: string, data: QuoteMailData, domain: string): Promise<void> {
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

/** Where the acceptance alert goes: the assignee's e-mail (an active account), else STAFF_ALERT_TO. */
async function alertAddress(tx: Db, booking: Booking, staffAlertTo: string[]): Promise<string> {
  if (booking.assigneeId !== null) {
    const [user] = await tx.select({ email: users.email, disabledAt: users.disabledAt }).from(users).where(eq(users.id, booking.assigneeId));
    if (user?.email && !user.disabledAt) return user.email;
  }
  return staffAlertTo.join(", ");
}

/**
 * The visitor accepts an open quote on the trip page, in one transaction: the quote is accepted
 * (the partial unique index refuses a second acceptance whatever races), its schedule is fixed as
 * instalment rows as of today, the booking becomes confirmed through the status-change path, the
 * timeline and the audit log record it, the confirmation and the alert are queued, and the live
 * desk is told.
 */
async function acceptQuote(db: Db, clock: Clock, offerHours: number, bookingId: number, quoteId: number, ctx: AcceptContext): Promise<{ ok: true } | QuoteRefusal> {
  // Before the lock: refusals by states that never go back (erased, cancelled, accepted, replaced,
  // past its day) need no lock, and the departures to lock are read. All is checked again under it.
  const early = await acceptRefusal(db, bookingId, quoteId, ctx.today);
  if ("error" in early) return early;
  return inDepartureQueue([early.quoteDeparture, early.bookingDeparture], () => db.transaction(async (tx) => {
    // The one lock order of changes of places: the departures (the booking's and the quote's), then the booking.
    const booking = await lockBookingForPlaces(tx, bookingId, [early.quoteDeparture]);
    if (!booking) return { error: "no-booking" };
    const checked = await acceptRefusal(tx, bookingId, quoteId, ctx.today);
    if ("error" in checked) return checked;
    const quote = checked.quote;
    const at = { today: ctx.today, now: clock.now(), offerHours, messageIdDomain: ctx.messageIdDomain };
    // The one statement that decides and takes the places and rooms (or puts the booking in line).
    const refused = await acceptWithPlaces(tx, booking, quote, at, new Date());
    if (refused) return refused;

    const schedule = buildSchedule({ total: quote.total, region: quote.region as Region, startDate: quote.startDate, asOf: ctx.today, accepted: true });
    await tx.insert(instalments).values(
      schedule.map((i) => ({ bookingId, quoteId, kind: "schedule", label: i.label, percent: i.percent, amount: i.amount, dueDate: i.dueDate ?? ctx.today, createdBy: VISITOR })),
    );
    await changeStatusIn(tx, booking, "confirmed", VISITOR);
    await recordMoneyChange(tx, clock, bookingId, { id: null, username: VISITOR, address: ctx.address }, {
      kind: "quote-accepted",
      action: "quote-accepted",
      data: { quoteId, number: quote.number, total: quote.total, summary: `Quote ${quote.number} (${formatRupees(quote.total)}) accepted by the visitor on the trip page` },
    });
    await queueQuoteMail(tx, booking, "trip-confirmation", booking.email.toLowerCase(), { quoteId }, ctx.messageIdDomain);
    await queueQuoteMail(tx, booking, "acceptance-alert", await alertAddress(tx, booking, ctx.staffAlertTo), { quoteId }, ctx.messageIdDomain);
    // Delivered at commit, so the live desk hears of it only once it is true.
    await tx.execute(sql`select pg_notify(${BOOKINGS_CHANNEL}, ${JSON.stringify({ id: bookingId, event: "accepted" })})`);
    return { ok: true };
  }));
}

type Quote = typeof quotes.$inferSelect;
type AcceptRefusal = { error: "no-booking" | "cancelled" | "no-quote" | "accepted" | "replaced" | "expired" };

/**
 * The quote and its booking in one read, or why it can't be accepted whatever the places: the
 * booking erased or cancelled, the quote unknown, replaced, past its day, or this or another of
 * the booking's quotes accepted.
 */
async function acceptRefusal(db: Db, bookingId: number, quoteId: number, today: Day): Promise<AcceptRefusal | { quote: Quote; quoteDeparture: number | null; bookingDeparture: number | null }> {
  const [row] = await db
    .select({
      quote: quotes,
      erased: sql<boolean>`${bookings.erasedAt} is not null`,
      status: bookings.status,
      bookingDeparture: bookings.departureId,
      other: sql<boolean>`exists (select 1 from quotes oq where oq.booking_id = ${bookingId} and oq.state = 'accepted')`,
    })
    .from(bookings)
    .leftJoin(quotes, and(eq(quotes.id, quoteId), eq(quotes.bookingId, bookingId)))
    .where(eq(bookings.id, bookingId));
  if (!row || row.erased) return { error: "no-booking" };
  if (row.status === "cancelled") return { error: "cancelled" };
  if (!row.quote) return { error: "no-quote" };
  if (row.quote.state === "accepted") return { error: "accepted" };
  if (row.quote.state === "replaced") return { error: "replaced" };
  if (row.quote.validUntil < today) return { error: "expired" };
  if (row.other) return { error: "accepted" };
  return { quote: row.quote, quoteDeparture: row.quote.departureId, bookingDeparture: row.bookingDeparture };
}

/** Quotes made at the desk and accepted on the trip page. */
export function quoteStorage(db: Db, clock: Clock, offerHours: number) {
  return {
    createQuote: (bookingId: number, input: QuoteRequest, by: MoneyActor, ctx: QuoteContext) => createQuote(db, clock, offerHours, bookingId, input, by, ctx),
    acceptQuote: (bookingId: number, quoteId: number, ctx: AcceptContext) => acceptQuote(db, clock, offerHours, bookingId, quoteId, ctx),
  };
}
