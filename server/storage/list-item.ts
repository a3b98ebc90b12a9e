import { eq, getTableColumns, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { users } from "@shared/schema/users";
import type { Db } from "../db";
import type { Awaiting, BookingListItem, ListedApart } from "@shared/api-types";
import { relatedCountColumn } from "./same-person";
import { staffNameSql } from "./staff-name";
import { placeFreeSql, waitlistPositionSql } from "./departures/departure-sql";
import { offerLapsedSql, openOfferSql } from "./departures/held-sql";

// The folded search words can be 40,000 characters a booking: never read for a list.
const { searchWords: _searchWords, ...shownColumns } = getTableColumns(bookings);

/** Its departure's waiting list as the row shows it: waiting now, its place in line, and whether a place is free for it. */
const waitlistColumns = {
  waitlisted: sql<boolean>`(${bookings.waitlistedAt} is not null and ${bookings.status} <> 'cancelled' and ${bookings.erasedAt} is null)`,
  waitlistPosition: sql<number | null>`${waitlistPositionSql("bookings")}`,
  // Behind a case, so a row that waits for nothing never reads its departure's places.
  placeFree: sql<boolean>`coalesce(case when ${bookings.waitlistedAt} is not null then ${placeFreeSql("bookings")} end, false)`,
  offeredUntil: sql<Date | string | null>`case when ${bookings.waitlistedAt} is not null then ${openOfferSql("bookings")} end`,
  offerLapsed: sql<boolean>`coalesce(case when ${bookings.departureId} is not null then ${offerLapsedSql("bookings")} end, false)`,
};

/** Of an accepted booking, its travellers with complete details and how many travel (null before acceptance). */
const detailsColumns = {
  detailsTotal: sql<number | null>`(select q.travellers from quotes q where q.booking_id = ${bookings.id} and q.state = 'accepted')`,
  detailsComplete: sql<number>`(select count(*)::int from travellers t where t.booking_id = ${bookings.id} and t.complete)`,
};

/** A booking's columns as the desk lists them, the assignee as colleagues know them, and how many other bookings are the same person's (join users on the assignee). */
export const listColumns = { ...shownColumns, assignee: staffNameSql, relatedCount: relatedCountColumn, ...waitlistColumns, ...detailsColumns };

type ListedRow = Omit<Booking, ListedApart> & { assignee: string | null; relatedCount: number; waitlisted: boolean; waitlistPosition: number | null; placeFree: boolean; offeredUntil: Date | string | null; offerLapsed: boolean; detailsTotal: number | null; detailsComplete: number };

/**
 * Who a booking waits on, from its own columns: a reply is due (replyDueAt) and no staff answer came
 * yet (`new`), or one came before the visitor wrote again (`visitor-replied`). A duplicate waits on nobody.
 */
function awaitingOf(b: Pick<Booking, "replyDueAt" | "firstResponseAt" | "duplicateOfId">): Awaiting {
  if (b.duplicateOfId !== null || b.replyDueAt === null) return null;
  return b.firstResponseAt === null ? "new" : "visitor-replied";
}

/** A selected row as the list answers it, with `awaiting` and `lastMessage`. */
export function toListItem(row: ListedRow): BookingListItem {
  const { detailsTotal, detailsComplete, ...listed } = row;
  const { lastMessageAt, lastMessageDirection, lastMessageSnippet } = row;
  return {
    ...listed,
    details: detailsTotal === null ? null : { complete: Number(detailsComplete), total: Number(detailsTotal) },
    waitlisted: Boolean(row.waitlisted),
    waitlistPosition: row.waitlistPosition === null ? null : Number(row.waitlistPosition),
    placeFree: Boolean(row.placeFree),
    offeredUntil: row.offeredUntil === null ? null : new Date(row.offeredUntil).toISOString(),
    offerLapsed: Boolean(row.offerLapsed),
    awaiting: awaitingOf(row),
    lastMessage:
      lastMessageAt && lastMessageDirection && !row.erasedAt
        ? { direction: lastMessageDirection, at: lastMessageAt.toISOString(), snippet: lastMessageSnippet ?? "" }
        : null,
  };
}

/** One booking as the desk lists it (inside a transaction, as it now stands). */
export async function readListItem(db: Db, id: number): Promise<BookingListItem | undefined> {
  const [row] = await db.select(listColumns).from(bookings).leftJoin(users, eq(users.id, bookings.assigneeId)).where(eq(bookings.id, id));
  return row && toListItem(row);
}
