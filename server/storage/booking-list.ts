// The desk's booking list as SQL: the view and search filters, keyset paging and the counts (server/storage/bookings.ts runs them).
import { type AnyColumn, and, asc, count, desc, eq, isNotNull, isNull, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import { MAX_INT } from "@shared/requests/enquiry";
import { bookingCounts, bookings } from "@shared/schema/bookings";
import { users } from "@shared/schema/users";
import { type BookingStatus } from "@shared/booking-status";
import { BOOKING_VIEWS, type BookingView } from "@shared/booking-views";
import type { BookingListItem, BookingSummary } from "@shared/api-types";
import { SEARCH_COUNT_CAP } from "@shared/search-counts";
import { isDayKey, viewOrder, type BookingCursor } from "./booking-cursor";
import { todayIn, type Day } from "@shared/money";
import { DEFAULT_DESK_TIMEZONE } from "../core/config";
import type { Db } from "../db";
import { listColumns, toListItem } from "./list-item";
import { detailsMissingSql, tripStartOrder } from "./travellers/details-missing";
import { placeFreeSql } from "./departures/departure-sql";
import { inDueWindowSql } from "./money/due-window-sql";
import { type PhoneMatch } from "./booking-search";
import { searchFilter } from "./booking-search-filter";

export interface BookingFilter {
  /** Default `all`. */
  view?: BookingView;
  /** The signed-in staff member, for `mine`. */
  userId?: number;
  status?: BookingStatus;
  q?: string;
  /** The moment `overdue` and `follow-up` are judged at; the desk's clock by default. */
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

/**
 * The rows of a view. Each condition is written as its partial index's predicate
 * (shared/schema/bookings.ts), so PostgreSQL pages every view on its own small index. A range on a date
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
      return and(inbox, isNull(bookings.erasedAt), inDueWindowSql(bookings.paymentDueOn, today, "overdue"))!;
    case "payment-due":
      // An instalment still owed falls due within the week either side of today. The few bookings
      // holding one are found on instalment_owed's days and read by id, then ordered: walking
      // bookings_payment_due_idx in order would first pass every booking overdue for weeks.
      return and(inbox, isNull(bookings.erasedAt), sql`${bookings.id} = any(array(${owingThisFortnight(today)}))`)!;
    case "refund-due":
      return and(inbox, isNotNull(bookings.refundDueBy))!;
    case "waitlist":
      return and(inbox, isNotNull(bookings.waitlistedAt), ne(bookings.status, "cancelled"))!;
    case "details-missing":
      return and(inbox, isNull(bookings.erasedAt), ne(bookings.status, "cancelled"), sql`${bookings.id} = any(array(${detailsMissingSql(today)}))`)!;
    case "spam":
      return isNotNull(bookings.suspect);
  }
}

/** The bookings holding an instalment still owed that falls due within the week either side of `today`. */
function owingThisFortnight(today: Day): SQL {
  return sql`select o.booking_id from instalment_owed o where ${inDueWindowSql(sql`o.due_date`, today, "due")}`;
}

/**
 * Payments due's page (no search, no status): its bookings ordered on bookings_owing_idx alone,
 * which holds each owing booking's day by id, and only the page's rows read. Ordering them on
 * their rows read every one, over 1,600 rows a page in a bad season.
 */
function paymentDuePage(query: BookingQuery & Filter, today: Day): SQL {
  const c = query.cursor;
  const after = c ? sql`and (p.payment_due_on, p.id) > (${c.at.toISOString().slice(0, 10)}::date, ${c.id})` : sql``;
  return sql`${bookings.id} in (select p.id from ${bookings} p
    where p.suspect is null and p.erased_at is null and p.payment_due_on is not null
      and p.id = any(array(${owingThisFortnight(today)})) ${after}
    order by p.payment_due_on, p.id limit ${query.limit + 1})`;
}

/** A filter at a moment on the desk's clock, and how its search matches a phone (see listBookings). */
type Filter = BookingFilter & { phoneMatch?: PhoneMatch; now: Date };

/** A view as it stands: no search and no status narrowing it. */
const isWholeView = (f: BookingFilter) => !f.q?.trim() && !f.status;

/** The day the money views are judged on. */
const todayOf = (f: Filter): Day => f.today ?? todayIn(DEFAULT_DESK_TIMEZONE, f.now);

export function bookingFilter(f: Filter): SQL {
  return and(
    viewFilter(f.view ?? "all", f.userId, f.now, f.today),
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
  if (!c || c.key === "waitlist" || c.key === "tripStart") return undefined;
  if (isDayKey(c.key)) {
    const column = c.key === "paymentDueOn" ? bookings.paymentDueOn : bookings.refundDueBy;
    return sql`(${column}, ${bookings.id}) > (${c.at.toISOString().slice(0, 10)}::date, ${c.id})`;
  }
  if (c.key === "followUpAt") return sql`(${bookings.followUpAt}, ${bookings.id}) > (${c.at.toISOString()}::timestamptz, ${c.id})`;
  return c.key === "replyDueAt"
    ? sql`(${bookings.replyDueAt}, ${bookings.id}) > (${c.at.toISOString()}::timestamptz, ${c.id})`
    : sql`(${bookings.createdAt}, ${bookings.id}) < (${c.at.toISOString()}::timestamptz, ${c.id})`;
}

/** The waiting list: those with a place free first, then by departure (its start) and place in line. */
const waitlistOrder = [
  desc(placeFreeSql("bookings")),
  asc(sql`(select wd.start_date from departures wd where wd.id = ${bookings.departureId})`),
  asc(bookings.departureId),
  asc(bookings.waitlistedAt),
  asc(bookings.id),
];

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
  const order =
    key === "waitlist" ? waitlistOrder
    : key === "tripStart" ? tripStartOrder
    : first ? [asc(first), asc(bookings.id)]
    : [...(view === "unassigned" ? [desc(bookings.assigneeId)] : []), desc(bookings.createdAt), desc(bookings.id)];
  const where = view === "payment-due" && isWholeView(query) ? paymentDuePage(query, todayOf(query)) : and(bookingFilter(query), afterCursor(query));
  const rows = await db
    .select(listColumns)
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.assigneeId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit + 1)
    .offset(query.cursor?.key === "waitlist" || query.cursor?.key === "tripStart" ? query.cursor.id : 0);
  return rows.map(toListItem);
}

/** The views whose rows depend on the time or the money, counted over their partial index rather than booking_counts. */
const COUNTED_VIEWS: ReadonlySet<BookingView> = new Set(["overdue", "follow-up", "payment-due", "payment-overdue", "refund-due", "waitlist", "details-missing"]);

/**
 * Payment-due's count from instalment_owed alone: its bookings are those with an instalment owed in
 * the fortnight, less the few spam or erased ones (bookings_apart_idx). Counting them through the
 * view's filter would read each booking's row to learn it is neither.
 */
function paymentDueCount(today: Day): SQL {
  return sql`select count(distinct o.booking_id) as total from (${owingThisFortnight(today)}) o
    where not exists (select 1 from ${bookings} b where b.id = o.booking_id and (b.suspect is not null or b.erased_at is not null))`;
}

/**
 * Payment-overdue's count on bookings_payment_due_idx alone (an index-only scan: its entries hold
 * the due day), less the erased bookings among them, found on bookings_apart_idx. Asking for
 * "not erased" directly would read every overdue booking's row, which in a bad season is most of
 * them.
 */
function paymentOverdueCount(today: Day): SQL {
  const overdue = inDueWindowSql(sql`payment_due_on`, today, "overdue");
  return sql`select
    (select count(*) from ${bookings} where suspect is null and ${overdue})
    - (select count(*) from ${bookings} where suspect is null and ${overdue} and erased_at is not null) as total`;
}

/** The money views counted without their filter, when neither a search nor a status narrows them. */
const MONEY_COUNTS: Partial<Record<BookingView, (today: Day) => SQL>> = {
  "payment-due": paymentDueCount,
  "payment-overdue": paymentOverdueCount,
};

/** How the total of a view is found: a sum over booking_counts, or a count over the view's partial index. */
export function bookingCountQuery(db: Db, f: Filter): Promise<{ total: string | number }[]> {
  const moneyCount = MONEY_COUNTS[f.view ?? "all"];
  if (moneyCount && isWholeView(f)) {
    return db.execute(moneyCount(todayOf(f))).then((r) => (r as unknown as { rows: { total: string }[] }).rows);
  }
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
export async function bookingPage(db: Db, query: BookingQuery & Filter): Promise<BookingPage> {
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
  const answer = {
    items: page,
    total: Math.min(total, query.q?.trim() ? SEARCH_COUNT_CAP : total),
    totalCapped: Boolean(query.q?.trim()) && total > SEARCH_COUNT_CAP,
  };
  if (key === "waitlist" || key === "tripStart") {
    const offset = (query.cursor?.id ?? 0) + page.length;
    return { ...answer, next: hasMore ? { key, at: new Date(0), id: offset, total } : undefined };
  }
  const at = (item: BookingListItem): Date => {
    const value = item[key];
    return typeof value === "string" ? new Date(`${value}T00:00:00Z`) : (value ?? item.createdAt);
  };
  return { ...answer, next: hasMore && last ? { key, at: at(last), id: last.id, total } : undefined };
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
export async function searchSummary(db: Db, f: { q: string; phoneMatch: PhoneMatch; userId?: number; now: Date; today?: Day }): Promise<Omit<BookingSummary, "mailFailed">> {
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
