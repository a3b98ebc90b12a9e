import { type AnyColumn, and, asc, count, desc, eq, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import {
  MAX_INT,
  bookingCounts,
  bookings,
  bookingStatusHistory,
  mailOutbox,
  users,
  type Booking,
  type BookingStatus,
  type StatusChange,
  type StatusUndo,
} from "@shared/schema";
import { BOOKING_VIEWS, type BookingView } from "@shared/booking-views";
import type { BookingListItem, BookingSummary } from "@shared/api-types";
import { SEARCH_COUNT_CAP } from "@shared/search-counts";
import { isDayKey, viewOrder, type BookingCursor } from "../desk/cursor";
import { addDays, GRACE_DAYS, todayIn, type Day } from "@shared/money";
import { deskNow } from "../clock";
import { DEFAULT_DESK_TIMEZONE } from "../config";
import type { Db } from "../db";
import { listColumns, readListItem, toListItem } from "./list-item";
import { bookingPhoneDigits, bookingPhoneEnds, isWholeEmail, phoneEndDigits, phoneSearchDigits, selectiveDigits, type PhoneMatch } from "./booking-search";

export type { BookingCursor } from "../desk/cursor";

export interface BookingFilter {
  /** Default `all`. */
  view?: BookingView;
  /** The signed-in staff member, for `mine`. */
  userId?: number;
  status?: BookingStatus;
  q?: string;
  /** The moment `overdue` and `follow-up` are judged at; now by default. */
  now?: Date;
  /** The day (in DESK_TIMEZONE) the money views are judged on; that of `now` in the default zone by default. */
  today?: Day;
}

export interface BookingQuery extends BookingFilter {
  limit: number;
  cursor?: BookingCursor;
}

export interface BookingPage {
  items: BookingListItem[];
  /** The view's count; for a search, at most SEARCH_COUNT_CAP. */
  total: number;
  /** A search found more than SEARCH_COUNT_CAP bookings, and `total` is the cap. */
  totalCapped: boolean;
  next?: BookingCursor;
}

/** A booking's reference: eight of the characters shared/schema.ts draws them from. */
const REFERENCE = /^[2-9A-HJ-NP-Z]{8}$/;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A phone's digits as the start of a booking's phone read backwards: the number ends with them. */
function phoneEndsWith(digits: string): SQL {
  const start = `${[...digits].reverse().join("")}%`;
  return or(sql`${bookingPhoneEnds.typed} like ${start}`, sql`${bookingPhoneEnds.e164} like ${start}`)!;
}

/** A booking's phone, as typed or as E.164, ends with the digits or holds them anywhere. */
function phoneHolds(digits: string, match: PhoneMatch): SQL {
  return match === "end" ? phoneEndsWith(digits) : sql`${bookingPhoneDigits} like ${likePattern(digits)}`;
}

/**
 * What the visitor wrote (the enquiry, their e-mails, their name, e-mail and the reference, folded
 * by fold_text() into bookings.search_words) holds `q`, ignoring case and accents. When `q` has a
 * selective run of digits, the trigram index is asked for that run alone and the whole query is
 * checked on what it finds: the `|| ''` keeps PostgreSQL from asking the index for the whole query
 * too, which would read the long lists of its common letters.
 */
function textHolds(q: string): SQL {
  const pattern = sql`fold_text(${likePattern(q)})`;
  const digits = selectiveDigits(q);
  if (!digits) return sql`${bookings.searchWords} like ${pattern}`;
  return sql`(${bookings.searchWords} like ${likePattern(digits)} and (${bookings.searchWords} || '') like ${pattern})`;
}

function searchFilter(raw: string | undefined, phoneMatch: PhoneMatch = "anywhere"): SQL | undefined {
  const q = raw?.trim();
  if (!q) return undefined;
  // A whole e-mail address is that person's: an equality on bookings_email_idx, not a substring.
  if (isWholeEmail(q)) return sql`lower(${bookings.email}) = lower(${q})`;
  // A reference is read out or copied with spaces and dashes ("ABCD-EFGH"); they are not part of it.
  const ref = q.replace(/[\s-]+/g, "");
  const phone = phoneSearchDigits(q);
  // A phone written with its punctuation ("+91 98430 12345") is looked for in the phones alone.
  // Digits alone may also be part of an e-mail address or name, unless they are the end of a phone.
  const inText = !phone || (/^\d+$/.test(q) && phoneMatch === "anywhere");
  return or(
    inText ? textHolds(q) : undefined,
    inText && ref && ref !== q ? textHolds(ref) : undefined,
    phone ? phoneHolds(phone, phoneMatch) : undefined,
    // A whole reference, however it was typed, is an equality on bookings_reference_idx.
    REFERENCE.test(ref.toUpperCase()) ? eq(bookings.reference, ref.toUpperCase()) : undefined,
  );
}

/**
 * The rows of a view. Each condition is written as its partial index's predicate
 * (shared/schema.ts), so PostgreSQL pages every view on its own small index. A range on a date
 * already implies that the date is set, and PostgreSQL proves the index's "is not null" from it;
 * written out as well, the two would be counted as independent, and the estimate thirty times too
 * small made overdue's first page read every overdue booking and sort them (19 ms against 1.4 ms
 * over 100,000 bookings).
 */
function viewFilter(view: BookingView, userId: number | undefined, now: Date, today: Day = todayIn(DEFAULT_DESK_TIMEZONE, now)): SQL {
  const inbox = isNull(bookings.suspect);
  switch (view) {
    case "all":
      return inbox;
    case "needs-reply":
      return and(inbox, isNotNull(bookings.replyDueAt))!;
    case "overdue":
      return and(inbox, lt(bookings.replyDueAt, now))!;
    case "mine":
      if (userId === undefined) throw new Error("the mine view needs a user");
      return and(inbox, eq(bookings.assigneeId, userId))!;
    case "unassigned":
      return and(inbox, isNull(bookings.assigneeId))!;
    case "follow-up":
      return and(inbox, lte(bookings.followUpAt, now))!;
    case "payment-overdue":
      // Payments fill the instalments in due order, so one is overdue exactly when the earliest not fully paid is.
      return and(inbox, isNull(bookings.erasedAt), lt(bookings.paymentDueOn, addDays(today, -GRACE_DAYS)))!;
    case "payment-due":
      // An instalment still owed falls due within the week either side of today. The few bookings
      // holding one are found on instalment_owed's days and read by id, then ordered: walking
      // bookings_payment_due_idx in order would first pass every booking overdue for weeks.
      return and(
        inbox,
        isNull(bookings.erasedAt),
        sql`${bookings.id} = any(array(select o.booking_id from instalment_owed o
          where o.due_date between ${addDays(today, -GRACE_DAYS)}::date and ${addDays(today, GRACE_DAYS)}::date))`,
      )!;
    case "refund-due":
      return and(inbox, isNotNull(bookings.refundDueBy))!;
    case "spam":
      return isNotNull(bookings.suspect);
  }
}

/** A filter, and how its search matches a phone (see listBookings). */
type Filter = BookingFilter & { phoneMatch?: PhoneMatch };

function bookingFilter(f: Filter): SQL {
  return and(
    viewFilter(f.view ?? "all", f.userId, f.now ?? deskNow(), f.today),
    f.status ? eq(bookings.status, f.status) : undefined,
    searchFilter(f.q, f.phoneMatch),
  )!;
}

/**
 * The buckets of booking_counts that make up a view (every view but overdue and follow-up, which
 * depend on the time, and searches, which depend on the text).
 */
function countsFilter(f: BookingFilter): SQL {
  const view = f.view ?? "all";
  const c = bookingCounts;
  return and(
    eq(c.spam, view === "spam"),
    view === "needs-reply" ? eq(c.awaiting, true) : undefined,
    view === "mine" ? eq(c.assigneeId, f.userId ?? -1) : undefined,
    view === "unassigned" ? eq(c.assigneeId, 0) : undefined,
    f.status ? eq(c.status, f.status) : undefined,
  )!;
}

/**
 * The column fixed by the filter that leads the index the page should walk: the assignee for
 * "mine" (bookings_assignee_idx), the status for the whole inbox filtered by status
 * (bookings_inbox_status_idx).
 */
function leadingColumn(query: BookingQuery): { column: AnyColumn; value: number | string } | undefined {
  const view = query.view ?? "all";
  if (view === "mine") return { column: bookings.assigneeId, value: query.userId ?? -1 };
  if (view === "all" && query.status) return { column: bookings.status, value: query.status };
  return undefined;
}

/** The keyset bound: rows after the cursor in the view's order. */
function afterCursor(query: BookingQuery): SQL | undefined {
  const c = query.cursor;
  const lead = leadingColumn(query);
  if (lead) {
    // The fixed column leads the position, even on the first page: the bound then becomes an
    // index condition of that column's index. Otherwise PostgreSQL may walk the whole inbox
    // (newest first) past everyone else's bookings, or past thousands of newer pending ones to
    // find a page of cancelled ones.
    const at = c ? c.at.toISOString() : "infinity";
    return sql`(${lead.column}, ${bookings.createdAt}, ${bookings.id}) < (${lead.value}, ${at}::timestamptz, ${c ? c.id : MAX_INT})`;
  }
  if (!c) return undefined;
  if (isDayKey(c.key)) {
    const column = c.key === "paymentDueOn" ? bookings.paymentDueOn : bookings.refundDueBy;
    return sql`(${column}, ${bookings.id}) > (${c.at.toISOString().slice(0, 10)}::date, ${c.id})`;
  }
  if (c.key === "followUpAt") return sql`(${bookings.followUpAt}, ${bookings.id}) > (${c.at.toISOString()}::timestamptz, ${c.id})`;
  return c.key === "replyDueAt"
    ? sql`(${bookings.replyDueAt}, ${bookings.id}) > (${c.at.toISOString()}::timestamptz, ${c.id})`
    : sql`(${bookings.createdAt}, ${bookings.id}) < (${c.at.toISOString()}::timestamptz, ${c.id})`;
}

/** The page query of a view, ordered by its key. */
async function bookingPageQuery(db: Db, query: BookingQuery & Filter): Promise<BookingListItem[]> {
  const view = query.view ?? "all";
  // Unassigned bookings all have a null assignee, so ordering by it first changes nothing but
  // steers PostgreSQL to bookings_assignee_idx, which holds them in order.
  const key = viewOrder(view);
  const ascending: Partial<Record<typeof key, AnyColumn>> = {
    replyDueAt: bookings.replyDueAt,
    followUpAt: bookings.followUpAt,
    paymentDueOn: bookings.paymentDueOn,
    refundDueBy: bookings.refundDueBy,
  };
  const first = ascending[key];
  const order = first
    ? [asc(first), asc(bookings.id)]
    : [...(view === "unassigned" ? [desc(bookings.assigneeId)] : []), desc(bookings.createdAt), desc(bookings.id)];
  const rows = await db
    .select(listColumns)
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.assigneeId))
    .where(and(bookingFilter(query), afterCursor(query)))
    .orderBy(...order)
    .limit(query.limit + 1);
  return rows.map(toListItem);
}

/** The views whose rows depend on the time or the money, counted over their partial index rather than booking_counts. */
const COUNTED_VIEWS: ReadonlySet<BookingView> = new Set(["overdue", "follow-up", "payment-due", "payment-overdue", "refund-due"]);

/** How the total of a view is found: a sum over booking_counts, or a count over the view's partial index. */
function bookingCountQuery(db: Db, f: Filter) {
  if (f.q?.trim() || COUNTED_VIEWS.has(f.view ?? "all")) {
    return db.select({ total: count() }).from(bookings).where(bookingFilter(f));
  }
  return db
    .select({ total: sql<string>`coalesce(sum(${bookingCounts.n}), 0)` })
    .from(bookingCounts)
    .where(countsFilter(f));
}

/**
 * How many bookings match, counting no further than one past SEARCH_COUNT_CAP: the inner LIMIT
 * stops the scan there, so a word found in every booking costs a thousand rows, not all of them.
 */
async function cappedCount(db: Db, where: SQL): Promise<number> {
  const [r] = await db.select({ n: count() }).from(sql`(select 1 from ${bookings} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as found`);
  return Number(r.n);
}

/** A page of a view with its total and the next page's cursor, keyset-paged on the view's partial index. */
async function bookingPage(db: Db, query: BookingQuery & Filter & { now: Date }): Promise<BookingPage> {
  // A search's total stops one past the cap (and the cursor carries it so, to tell the later pages it was capped).
  const counted = () => (query.q?.trim() ? cappedCount(db, bookingFilter(query)) : bookingCountQuery(db, query).then(([r]) => Number(r.total)));
  const pageAndTotal = async (): Promise<[BookingListItem[], number]> => {
    // Pages after the first reuse the total counted for the first one.
    const known = query.cursor?.total;
    if (known !== undefined) return [await bookingPageQuery(db, query), known];
    // A view's total (booking_counts, or its partial index) is asked beside its page. A search's
    // count would read the same index as its page a second time; most searches find less than a
    // page, and then the page is the count.
    if (!query.q?.trim()) return Promise.all([bookingPageQuery(db, query), counted()]);
    const found = await bookingPageQuery(db, query);
    return [found, found.length <= query.limit ? found.length : await counted()];
  };
  const [items, total] = await pageAndTotal();
  const hasMore = items.length > query.limit;
  const page = hasMore ? items.slice(0, query.limit) : items;
  const last = page[page.length - 1];
  const key = viewOrder(query.view ?? "all");
  const at = (item: BookingListItem): Date => {
    const value = item[key];
    return typeof value === "string" ? new Date(`${value}T00:00:00Z`) : (value ?? item.createdAt);
  };
  return {
    items: page,
    total: Math.min(total, query.q?.trim() ? SEARCH_COUNT_CAP : total),
    totalCapped: Boolean(query.q?.trim()) && total > SEARCH_COUNT_CAP,
    next: hasMore && last ? { key, at: at(last), id: last.id, total } : undefined,
  };
}

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

/** What a search's summary counts: each view, and the statuses among the bookings not suspect. */
function searchCounts(userId: number, now: Date, today: Day | undefined): Record<BookingView | BookingStatus, SQL> {
  const view = (v: BookingView) => viewFilter(v, userId, now, today);
  const status = (value: BookingStatus) => sql`${bookings.suspect} is null and ${bookings.status} = ${value}`;
  return {
    ...(Object.fromEntries(BOOKING_VIEWS.map((v) => [v, view(v)])) as Record<BookingView, SQL>),
    pending: status("pending"),
    confirmed: status("confirmed"),
    cancelled: status("cancelled"),
  };
}

/**
 * Each view's count of what a search finds (and the statuses' among those not suspect). When the
 * search finds no more than SEARCH_COUNT_CAP bookings, one query counts them all exactly. Past
 * that, each count is its own query that stops one past the cap (a view with few bookings reads
 * them on its own partial index); the counts that reach it are listed in `capped`.
 */
async function searchSummary(db: Db, f: { q: string; phoneMatch: PhoneMatch; userId?: number; now: Date; today?: Day }): Promise<Omit<BookingSummary, "mailFailed">> {
  const search = searchFilter(f.q, f.phoneMatch)!;
  const counts = Object.entries(searchCounts(f.userId ?? -1, f.now, f.today)) as [BookingView | BookingStatus, SQL][];
  const many = (await cappedCount(db, search)) > SEARCH_COUNT_CAP;
  const columns = sql.join(
    counts.map(([name, where]) =>
      many
        ? sql`(select count(*) from (select 1 from ${bookings} where ${search} and ${where} limit ${SEARCH_COUNT_CAP + 1}) as found) as ${sql.identifier(name)}`
        : sql`count(*) filter (where ${where}) as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const res = (await db.execute(many ? sql`select ${columns}` : sql`select ${columns} from ${bookings} where ${search}`)) as unknown as {
    rows: Record<string, string | number>[];
  };
  const r = res.rows[0];
  const capped = counts.map(([name]) => name).filter((name) => Number(r[name]) > SEARCH_COUNT_CAP);
  const v = (name: BookingView | BookingStatus) => Math.min(Number(r[name]), SEARCH_COUNT_CAP);
  return {
    total: v("all"),
    pending: v("pending"),
    confirmed: v("confirmed"),
    cancelled: v("cancelled"),
    views: Object.fromEntries(BOOKING_VIEWS.map((view) => [view, v(view)])) as Record<BookingView, number>,
    capped,
  };
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
export function bookingStorage(db: Db) {
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
      const anywhere = { ...query, now: query.now ?? deskNow() };
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
      const now = filter.now ?? deskNow();
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
    async bookingSummary(userId?: number, now = deskNow(), q?: string, today?: Day): Promise<BookingSummary> {
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
