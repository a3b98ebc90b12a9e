import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import {
  appSettings,
  bookings,
  bookingStatusHistory,
  rateLimits,
  sessions,
  users,
  type Booking,
  type BookingStatus,
  type InsertBooking,
  type StatusChange,
  type User,
} from "@shared/schema";
import type { Db } from "./db";

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

export interface StoredSession {
  sess: Record<string, unknown>;
  expiresAt: Date;
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

const INSERT_FIELDS = [
  "firstName", "lastName", "email", "phone", "country", "state", "education", "occupation", "designation",
  "tripType", "tripCategory", "preferredDates", "groupSize", "specialRequests", "whyThisTrip", "budgetRange",
  "travelExperience",
] as const satisfies readonly (keyof InsertBooking)[];

/** Every query the routes need, over one Drizzle database (PGlite or PostgreSQL). */
export function createStorage(db: Db) {
  // The hot path of the site: built once and prepared by the database, not rebuilt per enquiry.
  const insertBooking = db
    .insert(bookings)
    .values(Object.fromEntries(INSERT_FIELDS.map((f) => [f, sql.placeholder(f)])) as unknown as InsertBooking)
    .returning()
    .prepare("insert_booking");

  return {
    /* ---------------------------------------------------------- bookings */

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
        const page = await this.listBookings({ ...query, limit: batch, cursor });
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
      const booking = await this.getBooking(id);
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

    /* ------------------------------------------------------------- users */

    async getUserByUsername(username: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },

    async getUser(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Creates the user unless the name is taken; answers whether it was created. */
    async createUser(username: string, passwordHash: string): Promise<User | undefined> {
      const [row] = await db
        .insert(users)
        .values({ username, password: passwordHash })
        .onConflictDoNothing({ target: users.username })
        .returning();
      return row;
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
        // A changed password ends every session of that user.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    /* ---------------------------------------------------------- sessions */

    async getSession(sid: string): Promise<StoredSession | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid));
      if (!row) return undefined;
      if (row.expiresAt.getTime() <= Date.now()) {
        await db.delete(sessions).where(eq(sessions.sid, sid));
        return undefined;
      }
      return { sess: row.sess as Record<string, unknown>, expiresAt: row.expiresAt };
    },

    async setSession(sid: string, sess: Record<string, unknown>, expiresAt: Date, userId: number | null): Promise<void> {
      await db
        .insert(sessions)
        .values({ sid, sess, expiresAt, userId })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess, expiresAt, userId } });
    },

    /** Pushes a session's idle expiry forward; like the rate counters, it need not wait for the disk. */
    async touchSession(sid: string, expiresAt: Date): Promise<void> {
      await db.execute(sql`
        update ${sessions} set expires_at = ${expiresAt.toISOString()}::timestamptz
        from (select set_config('synchronous_commit', 'off', true)) as relaxed
        where ${sessions.sid} = ${sid}`);
    },

    async destroySession(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    async pruneSessions(): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ sid: sessions.sid });
      return rows.length;
    },

    /* ------------------------------------------------------- rate limits */

    /**
     * Counts one hit in a fixed window that starts at the first hit; one atomic statement. The
     * counter is committed without waiting for the disk flush (synchronous_commit off for this
     * transaction only): losing the last few hits in a crash is harmless, and the enquiry that
     * follows keeps its full durability.
     */
    async hitRateLimit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
      const resetAt = new Date(Date.now() + windowMs).toISOString();
      const result = await db.execute<{ hits: number; reset_at: string | Date }>(sql`
        insert into ${rateLimits} (key, hits, reset_at)
          select ${key}, 1, ${resetAt}::timestamptz from (select set_config('synchronous_commit', 'off', true)) as relaxed
        on conflict (key) do update set
          hits = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
        returning hits, reset_at`);
      const row = (result as unknown as { rows: { hits: number; reset_at: string | Date }[] }).rows[0];
      return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
    },

    async undoRateLimitHit(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} > now()`));
    },

    async resetRateLimit(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Deletes counters whose window has ended (a later hit would start afresh anyway); answers how many. */
    async pruneRateLimits(): Promise<number> {
      const rows = await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`).returning({ key: rateLimits.key });
      return rows.length;
    },

    /* ---------------------------------------------------------- settings */

    /** Reads a setting, creating it with `make()` if absent; concurrent starters agree on one value. */
    async ensureSetting(key: string, make: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing({ target: appSettings.key });
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row.value;
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;
