import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { users } from "@shared/schema/users";
import { instalments, quotes } from "@shared/schema/money";
import type { QuoteMailKind } from "@shared/mail-states";
import type { Day, Instalment } from "@shared/money";
import { BOOKINGS_CHANNEL } from "../../db/channels";
import type { Db } from "../../db";
import type { Clock } from "../../core/clock";
import { statusChanges } from "../booking-status";
import { writeTogether } from "../write-together";
import { acceptWithPlaces } from "../departures/accept-places";
import { countTurn, takeTurn, type Pressed } from "../departures/accept-together";
import { lockDepartures } from "../departures/places";
import { moneyChangeEntries, type MoneyChange } from "./money-record";
import { refreshMoneyDues } from "./money-due-sql";
import { queueQuoteMail, quoteMailsInsert, type QuoteMail, type QuoteMailData } from "./quote-queries";

export type Quote = typeof quotes.$inferSelect;

/** Why a quote can't be accepted whatever the places; nothing changed. */
export type AcceptRefusal = { error: "no-booking" | "cancelled" | "no-quote" | "accepted" | "replaced" | "expired" };

/** The departures an acceptance locks: the quote's and the booking's. */
export type AcceptDepartures = { quoteDeparture: number | null; bookingDeparture: number | null };

/** An acceptance asked for: the visitor's booking and the quote pressed. */
export type AcceptAsked = { bookingId: number; quoteId: number };

/** What the refusals by state are decided on: the booking, and the quote pressed if it is the booking's. */
interface RefusalFacts {
  erased: boolean;
  status: string;
  quote: { state: string; validUntil: string } | null;
  /** This or another of the booking's quotes is accepted. */
  other: boolean;
}

/**
 * Why a quote can't be accepted whatever the places: the booking unknown, erased or cancelled, the
 * quote unknown, replaced, past its day, or this or another of the booking's quotes accepted.
 */
function refusalByState(facts: RefusalFacts | undefined, today: Day): AcceptRefusal | undefined {
  if (!facts || facts.erased) return { error: "no-booking" };
  if (facts.status === "cancelled") return { error: "cancelled" };
  if (!facts.quote) return { error: "no-quote" };
  if (facts.quote.state === "accepted") return { error: "accepted" };
  if (facts.quote.state === "replaced") return { error: "replaced" };
  if (facts.quote.validUntil < today) return { error: "expired" };
  if (facts.other) return { error: "accepted" };
  return undefined;
}

/** A booking with the quote pressed on it. */
export type LockedAcceptance = { booking: Booking; quote: Quote };

/** What a read of acceptances has per row: a booking, joined to the quote pressed when it is the booking's. */
type AskedRow = { bookingId: number; quoteId: number | null };

/**
 * Each acceptance asked, in their order, to its booking's row (with the quote pressed if that is the
 * booking's) and its refusal by state if it has one.
 */
function matchAsked<R extends AskedRow>(asked: AcceptAsked[], rows: R[], facts: (row: R, pressed: boolean) => RefusalFacts, today: Day) {
  return asked.map(({ bookingId, quoteId }) => {
    const mine = rows.filter((r) => r.bookingId === bookingId);
    const row = mine.find((r) => r.quoteId === quoteId) ?? mine[0];
    return { row, refusal: refusalByState(row && facts(row, row.quoteId === quoteId), today) };
  });
}

/** This or another of the booking's quotes is accepted. */
const anyAccepted = sql<boolean>`exists (select 1 from quotes oq where oq.booking_id = ${bookings.id} and oq.state = 'accepted')`;

/** The quotes pressed, joined to their bookings. */
const pressedQuotes = (asked: AcceptAsked[]) => and(inArray(quotes.id, asked.map((a) => a.quoteId)), eq(quotes.bookingId, bookings.id));

/**
 * Under the locks, for each acceptance asked, in one read and in their order: its booking and
 * quote, or why it can't be accepted whatever the places (refusalByState); the bookings' rows
 * locked in id order (after the turn's departures, places.ts) in the same read.
 */
async function lockedAcceptances(db: Db, asked: AcceptAsked[], today: Day): Promise<(AcceptRefusal | LockedAcceptance)[]> {
  if (asked.length === 0) return [];
  const rows = await db
    .select({ booking: bookings, quote: quotes, other: anyAccepted })
    .from(bookings)
    .leftJoin(quotes, pressedQuotes(asked))
    .where(inArray(bookings.id, asked.map((a) => a.bookingId)))
    .orderBy(asc(bookings.id))
    .for("update", { of: bookings });
  const keyed = rows.map((r) => ({ ...r, bookingId: r.booking.id, quoteId: r.quote?.id ?? null }));
  return matchAsked(asked, keyed, (r, pressed) => ({ erased: r.booking.erasedAt !== null, status: r.booking.status, quote: pressed ? r.quote : null, other: r.other }), today).map(
    ({ row, refusal }): AcceptRefusal | LockedAcceptance => refusal ?? { booking: row!.booking, quote: row!.quote! },
  );
}

/**
 * Before the locks: each acceptance's refusal by state, or the departures it locks. Only what
 * those need is read: a turn of fifty reads fifty bookings, and mapping their whole rows cost
 * more than the read.
 */
export async function acceptRefusals(db: Db, asked: AcceptAsked[], today: Day): Promise<(AcceptRefusal | AcceptDepartures)[]> {
  if (asked.length === 0) return [];
  const rows = await db
    .select({
      bookingId: bookings.id,
      erasedAt: bookings.erasedAt,
      status: bookings.status,
      bookingDeparture: bookings.departureId,
      quoteId: quotes.id,
      state: quotes.state,
      validUntil: quotes.validUntil,
      quoteDeparture: quotes.departureId,
      other: anyAccepted,
    })
    .from(bookings)
    .leftJoin(quotes, pressedQuotes(asked))
    .where(inArray(bookings.id, asked.map((a) => a.bookingId)));
  return matchAsked(asked, rows, (r, pressed) => ({ erased: r.erasedAt !== null, status: r.status, quote: pressed && r.state !== null && r.validUntil !== null ? { state: r.state, validUntil: r.validUntil } : null, other: r.other }), today).map(
    ({ row, refusal }): AcceptRefusal | AcceptDepartures => refusal ?? { quoteDeparture: row!.quoteDeparture, bookingDeparture: row!.bookingDeparture },
  );
}

/** One notice per booking accepted, a select to run in the turn's last statement; delivered at commit. */
function deskNotices(bookingIds: number[]): SQL {
  const notices = bookingIds.map((id) => sql`(${JSON.stringify({ id, event: "accepted" })}::text)`);
  return sql`select pg_notify(${BOOKINGS_CHANNEL}, n.payload) from (values ${sql.join(notices, sql`, `)}) n(payload)`;
}

/** The writes of one acceptance, each inside its transaction (server/use-cases/accept-quote.ts orders them). */
export function acceptanceWrites(tx: Db, clock: Clock, offerHours: number) {
  return {
    /** The one statement that decides and takes the places and rooms, or puts the booking in line (accept-places.ts). */
    takePlaces: (booking: Booking, quote: Quote, today: Day, messageIdDomain: string) => acceptWithPlaces(tx, booking, quote, { today, now: clock.now(), offerHours, messageIdDomain }, new Date()),
    queueQuoteMail: (booking: Booking, kind: QuoteMailKind, to: string, data: QuoteMailData, domain: string) => queueQuoteMail(tx, booking, kind, to, data, domain),

    // A turn of acceptances made together (server/use-cases/accept-quote.ts): the same writes for
    // many bookings, each in a fixed number of statements.
    /**
     * The turn's departures and then its bookings locked, in the one lock order (places.ts), and the
     * refusals by state checked again: each acceptance answered with its booking's row and quote.
     */
    async lockAndRecheck(asked: AcceptAsked[], departureIds: number[], today: Day): Promise<(AcceptRefusal | LockedAcceptance)[]> {
      await lockDepartures(tx, departureIds);
      return lockedAcceptances(tx, asked, today);
    },
    countTurn: (departureId: number, today: Day, pressed: Pressed[]) => countTurn(tx, departureId, today, pressed),
    takeTurn: (departureId: number, taken: Pressed[], refused: Pressed[]) => takeTurn(tx, departureId, taken, refused, new Date(), clock.now()),
    /** The accepted quotes' schedules, fixed, and their bookings (at least one) confirmed with their history: one statement. */
    async scheduleAndConfirm(fixed: { bookingId: number; quoteId: number; schedule: Instalment[]; today: Day }[], current: Booking[], by: string): Promise<void> {
      const rows = fixed.flatMap(({ bookingId, quoteId, schedule, today }) =>
        schedule.map((i) => ({ bookingId, quoteId, kind: "schedule", label: i.label, percent: i.percent, amount: i.amount, dueDate: i.dueDate ?? today, createdBy: by })),
      );
      const status = statusChanges(tx, current, "confirmed", by);
      const writes = [status.update, ...(rows.length > 0 ? [tx.insert(instalments).values(rows)] : []), ...(status.history ? [status.history] : [])];
      await writeTogether(tx, writes.map((w) => w.getSQL()));
    },
    /**
     * The money refresh of the bookings accepted, then in one statement their timeline and audit
     * entries, their e-mails and the desk's notices (delivered at commit, so the live desk hears of
     * them only once they are true).
     */
    async recordAndTell(changes: MoneyChange[], mails: QuoteMail[]): Promise<void> {
      if (changes.length === 0) return;
      await refreshMoneyDues(tx, changes.map((c) => c.bookingId));
      const { activities, audit } = moneyChangeEntries(tx, clock, changes);
      const writes = [activities.getSQL(), audit.getSQL(), ...(mails.length > 0 ? [quoteMailsInsert(tx, mails).getSQL()] : [])];
      await writeTogether(tx, writes, deskNotices(changes.map((c) => c.bookingId)));
    },
    /** Where each booking's acceptance alert goes: its assignee's e-mail (an active account), else `staffAlertTo`; one read for all. */
    async alertAddresses(of: Booking[], staffAlertTo: string[]): Promise<string[]> {
      const assignees = [...new Set(of.map((b) => b.assigneeId).filter((id): id is number => id !== null))];
      const found = assignees.length === 0 ? [] : await tx.select({ id: users.id, email: users.email, disabledAt: users.disabledAt }).from(users).where(inArray(users.id, assignees));
      return of.map((b) => {
        const user = found.find((u) => u.id === b.assigneeId);
        return user?.email && !user.disabledAt ? user.email : staffAlertTo.join(", ");
      });
    },
  };
}

/** The read before an acceptance's locks. */
export function quoteAcceptanceStorage(db: Db) {
  return { acceptRefusals: (asked: AcceptAsked[], today: Day) => acceptRefusals(db, asked, today) };
}
