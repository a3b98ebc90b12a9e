import { and, eq, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { users } from "@shared/schema/users";
import { instalments, quotes } from "@shared/schema/money";
import type { QuoteMailKind } from "@shared/mail-states";
import type { Day, Instalment } from "@shared/money";
import { BOOKINGS_CHANNEL } from "../../db/channels";
import type { Db } from "../../db";
import type { Clock } from "../../core/clock";
import { changeStatusIn } from "../booking-status";
import { acceptWithPlaces } from "../departures/accept-places";
import { queueQuoteMail, type QuoteMailData } from "./quote-queries";

export type Quote = typeof quotes.$inferSelect;

/** Why a quote can't be accepted whatever the places; nothing changed. */
export type AcceptRefusal = { error: "no-booking" | "cancelled" | "no-quote" | "accepted" | "replaced" | "expired" };

/** The quote to accept, and the departures its acceptance locks (the quote's and the booking's). */
export type AcceptableQuote = { quote: Quote; quoteDeparture: number | null; bookingDeparture: number | null };

/**
 * The quote and its booking in one read, or why it can't be accepted whatever the places: the
 * booking erased or cancelled, the quote unknown, replaced, past its day, or this or another of
 * the booking's quotes accepted.
 */
export async function acceptRefusal(db: Db, bookingId: number, quoteId: number, today: Day): Promise<AcceptRefusal | AcceptableQuote> {
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

/** The writes of one acceptance, each inside its transaction (server/use-cases/accept-quote.ts orders them). */
export function acceptanceWrites(tx: Db, clock: Clock, offerHours: number) {
  return {
    /** acceptRefusal again, under the locks. */
    recheck: (bookingId: number, quoteId: number, today: Day) => acceptRefusal(tx, bookingId, quoteId, today),
    /** The one statement that decides and takes the places and rooms, or puts the booking in line (accept-places.ts). */
    takePlaces: (booking: Booking, quote: Quote, today: Day, messageIdDomain: string) => acceptWithPlaces(tx, booking, quote, { today, now: clock.now(), offerHours, messageIdDomain }, new Date()),
    async fixSchedule(bookingId: number, quoteId: number, schedule: Instalment[], today: Day, by: string): Promise<void> {
      await tx.insert(instalments).values(
        schedule.map((i) => ({ bookingId, quoteId, kind: "schedule", label: i.label, percent: i.percent, amount: i.amount, dueDate: i.dueDate ?? today, createdBy: by })),
      );
    },
    confirm: (booking: Booking, by: string) => changeStatusIn(tx, booking, "confirmed", by),
    queueQuoteMail: (booking: Booking, kind: QuoteMailKind, to: string, data: QuoteMailData, domain: string) => queueQuoteMail(tx, booking, kind, to, data, domain),
    /** Where the acceptance alert goes: the assignee's e-mail (an active account), else `staffAlertTo`. */
    async alertAddress(booking: Booking, staffAlertTo: string[]): Promise<string> {
      if (booking.assigneeId !== null) {
        const [user] = await tx.select({ email: users.email, disabledAt: users.disabledAt }).from(users).where(eq(users.id, booking.assigneeId));
        if (user?.email && !user.disabledAt) return user.email;
      }
      return staffAlertTo.join(", ");
    },
    /** Delivered at commit, so the live desk hears of it only once it is true. */
    async tellDesk(bookingId: number): Promise<void> {
      await tx.execute(sql`select pg_notify(${BOOKINGS_CHANNEL}, ${JSON.stringify({ id: bookingId, event: "accepted" })})`);
    },
  };
}

/** The read before an acceptance's locks. */
export function quoteAcceptanceStorage(db: Db) {
  return { acceptRefusal: (bookingId: number, quoteId: number, today: Day) => acceptRefusal(db, bookingId, quoteId, today) };
}
