import { and, asc, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import { bookingCounts, bookings, type Booking } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import type { BookingListItem, BookingSummary } from "@shared/api-types";
import type { BookingCursor } from "./booking-cursor";
import type { Day } from "@shared/money";
import type { Clock } from "../core/clock";
import type { Db } from "../db";
import { readListItem } from "./list-item";
import { bookingCountQuery, bookingFilter, bookingPage, searchSummary, type BookingFilter, type BookingPage, type BookingQuery } from "./booking-list";
import { phoneEndDigits, type PhoneMatch } from "./booking-search";

/** The desk's reads of bookings: one booking, a view's pages, the counters. Status changes are in booking-status.ts. */
export function bookingStorage(db: Db, clock: Clock) {
  const storage = {
    async getBooking(id: number): Promise<Booking | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /**
     * Bookings that are not suspect with an id above `afterId`, oldest first, at most `limit`: what a
     * desk's event stream missed while it was reconnecting.
     */
    async bookingIdsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(sql`${bookings.id} > ${afterId}`, isNull(bookings.suspect)))
        .orderBy(asc(bookings.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** One booking as the desk lists it, with the assignee's name (else username). */
    async getBookingItem(id: number): Promise<BookingListItem | undefined> {
      return readListItem(db, id);
    },

    /**
     * A page of a view. A search for a whole phone number (or its last seven digits or more) is
     * matched at the end of each booking's number, a range of bookings_phone_end_idx; when that finds
     * nothing in the view, as while a number is still being typed, the digits are looked for
     * anywhere, as shorter ones are. Later pages ask which of the two the first page was.
     */
    async listBookings(query: BookingQuery): Promise<BookingPage> {
      const anywhere = { ...query, now: query.now ?? clock.now() };
      if (!phoneEndDigits(query.q)) return bookingPage(db, anywhere);
      const atEnd = { ...anywhere, phoneMatch: "end" as const };
      if (query.cursor) {
        const [hit] = await db.select({ id: bookings.id }).from(bookings).where(bookingFilter(atEnd)).limit(1);
        return bookingPage(db, hit ? atEnd : anywhere);
      }
      const found = await bookingPage(db, atEnd);
      return found.items.length > 0 ? found : bookingPage(db, anywhere);
    },

    /** Every booking of a view and filter, in the view's order, in batches (for the CSV export). */
    // Called through `this`, so a caller (or a test) sees each batch as a listBookings call on the storage it holds.
    async *iterateBookings(filter: BookingFilter, batch = 500): AsyncGenerator<BookingListItem> {
      let cursor: BookingCursor | undefined;
      const now = filter.now ?? clock.now();
      for (;;) {
        const page = await this.listBookings({ ...filter, now, limit: batch, cursor });
        yield* page.items;
        if (!page.next) return;
        cursor = page.next;
      }
    },

    /**
     * The desk's counters: bookings by status and per view, suspect ones only in `spam`. With a
     * search, the counts of what it finds, in one pass over the search's matches; a whole phone
     * number is matched at the end of each booking's number first, as the list does.
     */
    async bookingSummary(userId?: number, now = clock.now(), q?: string, today?: Day): Promise<BookingSummary> {
      if (q?.trim()) {
        const counts = (phoneMatch: PhoneMatch) => searchSummary(db, { q, phoneMatch, userId, now, today });
        const atEnd = phoneEndDigits(q) ? await counts("end") : undefined;
        const [found, [mail]] = await Promise.all([
          atEnd && atEnd.total + atEnd.views.spam > 0 ? atEnd : counts("anywhere"),
          db.select({ failed: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed")),
        ]);
        return { ...found, mailFailed: Number(mail.failed) };
      }
      const c = bookingCounts;
      const inbox = sql`not ${c.spam}`;
      const sum = (cond: SQL) => sql<string>`coalesce(sum(${c.n}) filter (where ${cond}), 0)`;
      const [[r], [overdue], [followUp], [paymentDue], [paymentOverdue], [refundDue], [waitlist], [detailsMissing], [mail]] = await Promise.all([
        db
          .select({
            total: sum(inbox),
            pending: sum(sql`${inbox} and ${c.status} = 'pending'`),
            confirmed: sum(sql`${inbox} and ${c.status} = 'confirmed'`),
            cancelled: sum(sql`${inbox} and ${c.status} = 'cancelled'`),
            needsReply: sum(sql`${inbox} and ${c.awaiting}`),
            mine: sum(sql`${inbox} and ${c.assigneeId} = ${userId ?? -1}`),
            unassigned: sum(sql`${inbox} and ${c.assigneeId} = 0`),
            spam: sum(sql`${c.spam}`),
          })
          .from(c),
        bookingCountQuery(db, { view: "overdue", now }),
        bookingCountQuery(db, { view: "follow-up", now }),
        bookingCountQuery(db, { view: "payment-due", now, today }),
        bookingCountQuery(db, { view: "payment-overdue", now, today }),
        bookingCountQuery(db, { view: "refund-due", now, today }),
        bookingCountQuery(db, { view: "waitlist", now, today }),
        bookingCountQuery(db, { view: "details-missing", now, today }),
        db.select({ failed: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed")),
      ]);
      const n = (v: string | number) => Number(v);
      return {
        total: n(r.total),
        pending: n(r.pending),
        confirmed: n(r.confirmed),
        cancelled: n(r.cancelled),
        views: {
          all: n(r.total),
          "needs-reply": n(r.needsReply),
          mine: n(r.mine),
          unassigned: n(r.unassigned),
          overdue: n(overdue.total),
          "follow-up": n(followUp.total),
          "payment-due": n(paymentDue.total),
          "payment-overdue": n(paymentOverdue.total),
          "refund-due": n(refundDue.total),
          waitlist: n(waitlist.total),
          "details-missing": n(detailsMissing.total),
          spam: n(r.spam),
        },
        capped: [],
        mailFailed: n(mail.failed),
      };
    },

  };
  return storage;
}
