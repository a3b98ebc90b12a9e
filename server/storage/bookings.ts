import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  bookingCounts,
  bookings,
  bookingStatusHistory,
  mailOutbox,
  type Booking,
  type BookingStatus,
  type StatusChange,
  type StatusUndo,
} from "@shared/schema";
import type { BookingListItem, BookingSummary } from "@shared/api-types";
import type { BookingCursor } from "../desk/cursor";
import type { Day } from "@shared/money";
import type { Clock } from "../clock";
import type { Db } from "../db";
import { readListItem } from "./list-item";
import { bookingCountQuery, bookingFilter, bookingPage, searchSummary, type BookingFilter, type BookingPage, type BookingQuery } from "./booking-list";
import { phoneEndDigits, type PhoneMatch } from "./booking-search";

/**
 * A status change inside the caller's transaction, `current` read with its row locked: the status,
 * the first response it may be, and the history entry. Also what a visitor's acceptance runs.
 */
export async function changeStatusIn(tx: Db, current: Booking, status: BookingStatus, by: string): Promise<Booking> {
  const now = new Date();
  // The first move away from pending is an answer to the visitor, unless one was logged before.
  const answers = current.status === "pending" && status !== "pending" && !current.firstResponseAt;
  const [updated] = await tx
    .update(bookings)
    .set({ status, updatedAt: now, ...(answers ? { firstResponseAt: now } : {}) })
    .where(eq(bookings.id, current.id))
    .returning();
  if (current.status !== status) {
    await tx.insert(bookingStatusHistory).values({ bookingId: current.id, fromStatus: current.status, toStatus: status, changedBy: by });
  }
  return updated;
}

/** How long after a status change setting it back undoes what the change altered. */
const UNDO_WITHIN_MS = 10_000;

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * What to restore when `status` sets back the booking's last status change, made less than
 * UNDO_WITHIN_MS ago: only while no message went either way since.
 */
async function undoneChange(tx: Db, current: Booking, status: BookingStatus, now: Date): Promise<StatusUndo | undefined> {
  const [last] = await tx
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, current.id))
    .orderBy(desc(bookingStatusHistory.id))
    .limit(1);
  if (!last?.undo || last.fromStatus !== status || last.toStatus !== current.status) return undefined;
  if (now.getTime() - last.changedAt.getTime() > UNDO_WITHIN_MS) return undefined;
  // A message either way since then (a reply, a logged contact, the visitor's e-mail) stands.
  if (current.lastMessageAt && current.lastMessageAt > last.changedAt) return undefined;
  return last.undo;
}

/**
 * Why a status can't simply be set: an accepted quote's booking is cancelled by Cancel booking,
 * which settles its refund or credit by the policy, and a booking cancelled that way stays
 * cancelled (its settlement was told to the visitor).
 */
export interface StatusRefusal {
  error: "accepted-quote" | "settled";
}

async function moneyRefusal(tx: Db, id: number, status: BookingStatus): Promise<StatusRefusal | undefined> {
  const res = (await tx.execute(sql`select
      exists (select 1 from quotes where booking_id = ${id} and state = 'accepted') as accepted,
      exists (select 1 from cancellations where booking_id = ${id}) as settled`)) as unknown as { rows: { accepted: boolean; settled: boolean }[] };
  const { accepted, settled } = res.rows[0];
  if (settled) return { error: "settled" };
  if (accepted && status === "cancelled") return { error: "accepted-quote" };
  return undefined;
}

/** Enquiries: storing, listing, status changes and their history. */
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
      const [[r], [overdue], [followUp], [paymentDue], [paymentOverdue], [refundDue], [mail]] = await Promise.all([
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
          spam: n(r.spam),
        },
        capped: [],
        mailFailed: n(mail.failed),
      };
    },

    /**
     * Sets a booking's status and records the change in the same transaction. The row lock makes
     * concurrent changes queue up, so each history entry's "from" is the status it really replaced.
     * The entry keeps what else the change altered; setting the status back within UNDO_WITHIN_MS
     * restores it (a first move away from pending had answered the enquiry and ended its reply due).
     */
    async updateBookingStatus(id: number, status: BookingStatus, by: string): Promise<Booking | undefined | StatusRefusal> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
        if (!current) return undefined;
        const refusal = current.status === status ? undefined : await moneyRefusal(tx as unknown as Db, id, status);
        if (refusal) return refusal;
        const now = new Date();
        const restore = await undoneChange(tx as unknown as Db, current, status, now);
        // The first move away from pending is an answer to the visitor, unless one was logged before.
        const answers = !restore && current.status === "pending" && status !== "pending" && !current.firstResponseAt;
        const [updated] = await tx
          .update(bookings)
          .set({
            status,
            updatedAt: now,
            ...(answers ? { firstResponseAt: now } : {}),
            ...(restore ? { firstResponseAt: dateOrNull(restore.firstResponseAt), replyDueAt: dateOrNull(restore.replyDueAt) } : {}),
          })
          .where(eq(bookings.id, id))
          .returning();
        if (current.status !== status) {
          const undo: StatusUndo | null = answers ? { firstResponseAt: null, replyDueAt: current.replyDueAt?.toISOString() ?? null } : null;
          await tx.insert(bookingStatusHistory).values({ bookingId: id, fromStatus: current.status, toStatus: status, changedBy: by, changedAt: now, undo });
        }
        return updated;
      });
    },

    async getStatusHistory(id: number): Promise<StatusChange[] | undefined> {
      const booking = await storage.getBooking(id);
      if (!booking) return undefined;
      const rows = await db
        .select()
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.bookingId, id))
        .orderBy(bookingStatusHistory.id);
      return rows.map((r) => ({
        from: r.fromStatus as BookingStatus,
        to: r.toStatus as BookingStatus,
        by: r.changedBy,
        at: r.changedAt.toISOString(),
      }));
    },
  };
  return storage;
}
