import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  bookings,
  bookingStatusHistory,
  type Booking,
  type BookingStatus,
  type InsertBooking,
  type StatusChange,
} from "@shared/schema";
import type { Db } from "../db";
import { INSERT_FIELDS, insertBookingQuery } from "./enquiry-sql";

export interface BookingQuery {
  status?: BookingStatus;
  q?: string;
  limit: number;
  cursor?: BookingCursor;
}

export interface BookingCursor {
  createdAt: Date;
  id: number;
  /** The total counted for the first page, carried along so later pages need no count(*). */
  total?: number;
}

export interface BookingPage {
  items: Booking[];
  total: number;
  next?: BookingCursor;
}

export interface BookingSummary {
  total: number;
  pending: number;
  confirmed: number;
  cancelled: number;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function bookingFilter(query: Pick<BookingQuery, "status" | "q">): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.status) parts.push(eq(bookings.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const p = likePattern(q);
    parts.push(
      or(
        ilike(bookings.firstName, p),
        ilike(bookings.lastName, p),
        sql`(${bookings.firstName} || ' ' || ${bookings.lastName}) ilike ${p}`,
        ilike(bookings.email, p),
        ilike(bookings.phone, p),
        ilike(bookings.tripCategory, p),
      ),
    );
  }
  return and(...parts);
}

/** Enquiries: storing, listing, status changes and their history. */
export function bookingStorage(db: Db) {
  // The hot path of the site: built once and prepared by the database, not rebuilt per enquiry.
  const insertBooking = insertBookingQuery(db).prepare("insert_booking");

  const storage = {
    async createBooking(input: InsertBooking): Promise<Booking> {
      const params = Object.fromEntries(INSERT_FIELDS.map((f) => [f, input[f] ?? null]));
      const [row] = (await insertBooking.execute(params)) as Booking[];
      return row;
    },

    async getBooking(id: number): Promise<Booking | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** Newest first, keyset-paged on the (created_at, id) index. */
    async listBookings(query: BookingQuery): Promise<BookingPage> {
      const filter = bookingFilter(query);
      const after = query.cursor
        ? sql`(${bookings.createdAt}, ${bookings.id}) < (${query.cursor.createdAt.toISOString()}::timestamptz, ${query.cursor.id})`
        : undefined;
      // Counting is the expensive part (a scan of every matching row); pages after the first reuse
      // the total counted for the first one.
      const known = query.cursor?.total;
      const [items, total] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(and(filter, after))
          .orderBy(desc(bookings.createdAt), desc(bookings.id))
          .limit(query.limit + 1),
        known !== undefined
          ? Promise.resolve(known)
          : db.select({ total: count() }).from(bookings).where(filter).then(([r]) => Number(r.total)),
      ]);
      const hasMore = items.length > query.limit;
      const page = hasMore ? items.slice(0, query.limit) : items;
      const last = page[page.length - 1];
      return { items: page, total, next: hasMore && last ? { createdAt: last.createdAt, id: last.id, total } : undefined };
    },

    /** Every booking matching the filter, newest first, in batches (for the CSV export). */
    async *iterateBookings(query: Pick<BookingQuery, "status" | "q">, batch = 500): AsyncGenerator<Booking> {
      let cursor: BookingCursor | undefined;
      for (;;) {
        const page = await storage.listBookings({ ...query, limit: batch, cursor });
        yield* page.items;
        if (!page.next) return;
        cursor = page.next;
      }
    },

    async bookingSummary(): Promise<BookingSummary> {
      const rows = await db.select({ status: bookings.status, n: count() }).from(bookings).groupBy(bookings.status);
      const summary: BookingSummary = { total: 0, pending: 0, confirmed: 0, cancelled: 0 };
      for (const r of rows) {
        const n = Number(r.n);
        summary.total += n;
        if (r.status in summary) summary[r.status as BookingStatus] = n;
      }
      return summary;
    },

    /**
     * Sets a booking's status and records the change in the same transaction. The row lock makes
     * concurrent changes queue up, so each history entry's "from" is the status it really replaced.
     */
    async updateBookingStatus(id: number, status: BookingStatus, by: string): Promise<Booking | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
        if (!current) return undefined;
        const [updated] = await tx
          .update(bookings)
          .set({ status, updatedAt: new Date() })
          .where(eq(bookings.id, id))
          .returning();
        if (current.status !== status) {
          await tx.insert(bookingStatusHistory).values({ bookingId: id, fromStatus: current.status, toStatus: status, changedBy: by });
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
