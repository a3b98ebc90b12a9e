import { type AnyColumn, and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { bookingActivities } from "@shared/schema/activities";
import { bookings, type Booking } from "@shared/schema/bookings";
import { type BookingStatus } from "@shared/booking-status";
import type { RelatedBooking } from "@shared/api-types";
import type { Db } from "../db";
import type { Actor } from "./reply-due";

/** At most this many of a person's other bookings are listed with a booking. */
const RELATED_LIMIT = 50;

const other = alias(bookings, "other");

/**
 * `other` is the same person as the booking `b`: the same e-mail ignoring case (bookings_email_idx
 * on lower(email)), or the same E.164 phone (bookings_phone_e164_idx). Each arm is an index
 * condition, so the check costs two index lookups (a BitmapOr), never a scan. An erased booking's
 * e-mail is "" and its phone null: it is nobody's.
 */
type PersonColumns = { id: AnyColumn; email: AnyColumn; phoneE164: AnyColumn };

export function samePerson(b: PersonColumns, o: PersonColumns): SQL {
  return sql`${o.id} <> ${b.id} and ((${b.email} <> '' and lower(${o.email}) = lower(${b.email})) or ${o.phoneE164} = ${b.phoneE164})`;
}

/** The list rows' count of the same person's other bookings: a correlated, indexed count per row. */
export const relatedCountColumn = sql<number>`(select count(*)::int from ${bookings} as "other" where ${samePerson(bookings, other)})`.as("relatedCount");

export type DuplicateResult = { booking: Booking } | { error: "no-booking" | "itself" | "unknown" | "loop" };

/** Any constant, the same in every process: marks are made one at a time, so two can't close a loop together. */
const DUPLICATE_LOCK = 724_311;

/** Kind-specific facts of a `duplicate` activity: which booking, and the reply due it had before. */
interface DuplicateData {
  bookingId: number;
  reference: string;
  undone?: boolean;
  replyDueAt?: string | null;
}

/** The same person's bookings (docs/desk.md) and marking one a duplicate of another. */
export function samePersonStorage(db: Db) {
  return {
    /** The person's other bookings, newest first. */
    async relatedBookings(id: number): Promise<RelatedBooking[]> {
      const me = alias(bookings, "me");
      const rows = await db
        .select({ id: other.id, reference: other.reference, createdAt: other.createdAt, status: other.status, tripCategory: other.tripCategory, duplicateOfId: other.duplicateOfId })
        .from(me)
        .innerJoin(other, samePerson(me, other))
        .where(eq(me.id, id))
        .orderBy(desc(other.createdAt), desc(other.id))
        .limit(RELATED_LIMIT);
      return rows.map((r) => ({ ...r, status: r.status as BookingStatus, createdAt: r.createdAt.toISOString() }));
    },

    /**
     * Marks booking `id` as a duplicate of `ofId`, or undoes it (`null`). A duplicate leaves Needs
     * reply and Overdue: its reply due is cleared, and kept on the timeline entry so that Undo
     * restores it unless the visitor was answered since. Both timelines record it.
     */
    async setDuplicateOf(id: number, ofId: number | null, by: Actor): Promise<DuplicateResult> {
      if (ofId === id) return { error: "itself" };
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
        if (!current) return { error: "no-booking" };
        const now = new Date();
        const record = async (bookingId: number, kind: "duplicate" | "duplicated-by", data: DuplicateData) => {
          await tx.insert(bookingActivities).values({ bookingId, kind, data, byUserId: by.id, by: by.username, at: now });
        };
        if (ofId !== null) {
          const [target] = await tx.select({ id: bookings.id, reference: bookings.reference }).from(bookings).where(eq(bookings.id, ofId));
          if (!target) return { error: "unknown" };
          await tx.execute(sql`select pg_advisory_xact_lock(${DUPLICATE_LOCK})`);
          if (await leadsBackTo(tx, ofId, id)) return { error: "loop" };
          if (current.duplicateOfId !== ofId) {
            await tx.update(bookings).set({ duplicateOfId: ofId, replyDueAt: null, updatedAt: now }).where(eq(bookings.id, id));
            // While marked, an earlier reply due is kept on this entry; a second mark keeps the first's.
            const kept = current.duplicateOfId === null ? (current.replyDueAt?.toISOString() ?? null) : await markedReplyDue(tx, id);
            await record(id, "duplicate", { bookingId: target.id, reference: target.reference, replyDueAt: kept });
            await record(target.id, "duplicated-by", { bookingId: id, reference: current.reference });
          }
        } else if (current.duplicateOfId !== null) {
          const replyDueAt = await restoredReplyDue(tx, id, current.replyDueAt);
          await tx.update(bookings).set({ duplicateOfId: null, replyDueAt, updatedAt: now }).where(eq(bookings.id, id));
          const [was] = await tx.select({ id: bookings.id, reference: bookings.reference }).from(bookings).where(eq(bookings.id, current.duplicateOfId));
          if (was) {
            await record(id, "duplicate", { bookingId: was.id, reference: was.reference, undone: true });
            await record(was.id, "duplicated-by", { bookingId: id, reference: current.reference, undone: true });
          }
        }
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
        return { booking: row };
      });
    },
  };
}

/**
 * Whether following duplicate marks from `from` reaches `to`: marking `to` a duplicate of `from`
 * would then close a loop. Every mark is made under one lock, so the chain has no loop to begin with.
 */
async function leadsBackTo(tx: Db, from: number, to: number): Promise<boolean> {
  const res = (await tx.execute(sql`
    with recursive chain(id) as (
      select duplicate_of_id from bookings where id = ${from}
      union
      select b.duplicate_of_id from bookings b join chain c on b.id = c.id
    )
    select 1 as hit from chain where id = ${to} limit 1`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

/** The last mark's entry on the booking's timeline. */
async function lastMark(tx: Db, id: number) {
  const [mark] = await tx
    .select({ at: bookingActivities.at, data: bookingActivities.data })
    .from(bookingActivities)
    .where(and(eq(bookingActivities.bookingId, id), eq(bookingActivities.kind, "duplicate"), sql`not coalesce((${bookingActivities.data}->>'undone')::boolean, false)`))
    .orderBy(desc(bookingActivities.id))
    .limit(1);
  return mark as { at: Date; data: DuplicateData } | undefined;
}

async function markedReplyDue(tx: Db, id: number): Promise<string | null> {
  return (await lastMark(tx, id))?.data.replyDueAt ?? null;
}

/**
 * The reply due a booking gets back when it is no longer a duplicate: the one it had when marked,
 * unless someone answered the visitor since (a logged contact, a reply); a visitor's message
 * since then has set one of its own.
 */
async function restoredReplyDue(tx: Db, id: number, current: Date | null): Promise<Date | null> {
  const mark = await lastMark(tx, id);
  const kept = mark?.data.replyDueAt ? new Date(mark.data.replyDueAt) : null;
  if (!mark || !kept) return current;
  const answered = await tx.execute(sql`
    select 1 from booking_activities where booking_id = ${id} and kind in ('call', 'email', 'whatsapp') and at >= ${mark.at.toISOString()}::timestamptz
    union all
    select 1 from mail_messages where booking_id = ${id} and kind in ('staff', 'desk') and at >= ${mark.at.toISOString()}::timestamptz
    limit 1`);
  if ((answered as unknown as { rows: unknown[] }).rows.length > 0) return current;
  return current && current < kept ? current : kept;
}
