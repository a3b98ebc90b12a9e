import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { bookingActivities } from "@shared/schema/activities";
import { bookings, bookingStatusHistory } from "@shared/schema/bookings";
import { mailMessages, mailOutbox } from "@shared/schema/mail";
import { users } from "@shared/schema/users";
import { type BookingStatus } from "@shared/booking-status";
import type { ActivityKind } from "@shared/booking-views";
import type { AddActivity } from "@shared/desk";
import type { BookingListItem, TimelineEntry } from "@shared/api-types";
import { ASSIGNMENT_ALERT, type BookingMailKind, type MailState } from "@shared/mail-states";
import { MONEY_EVENTS, type MoneyEvent } from "@shared/money/account-types";
import { mergeTimeline, withStaffNames } from "./timeline";
import type { Db } from "../db";
import { answerBooking, type Actor } from "./reply-due";
import { messageEntries } from "./conversation";
import { readListItem } from "./list-item";
import { assignIn } from "./assignment";

/**
 * Outbox rows the timeline leaves out: a reply shows as its email-out entry, and the assignee's alert
 * as the assignment itself.
 */
const OFF_TIMELINE = ["reply", ASSIGNMENT_ALERT];

export type AssignResult = { booking: BookingListItem; changed: boolean } | { error: "no-booking" | "bad-user" };

/** A booking's timeline: notes, contacts, assignments and releases from spam, read together with status changes and e-mails. */
export function activityStorage(db: Db) {
  return {
    /**
     * Adds a note or a logged contact. A contact is the visitor being answered, so the first one
     * sets firstResponseAt, in the same transaction; a note never does. Undefined: no such booking.
     */
    async addActivity(bookingId: number, input: AddActivity, by: Actor) {
      return db.transaction(async (tx) => {
        const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
        if (!booking) return undefined;
        const [row] = await tx
          .insert(bookingActivities)
          .values({ bookingId, kind: input.kind, body: input.body, byUserId: by.id, by: by.username })
          .returning();
        if (input.kind !== "note") await answerBooking(tx, bookingId, row.at);
        return { kind: row.kind as ActivityKind, by: row.by, at: row.at.toISOString(), body: row.body } satisfies TimelineEntry;
      });
    },

    /** Sets or clears the assignee and records the change on the timeline, in one transaction; tells the new assignee. */
    async assignBooking(bookingId: number, userId: number | null, by: Actor, messageIdDomain: string): Promise<AssignResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
        if (!current) return { error: "no-booking" };
        const done = await assignIn(tx, current, userId, by, messageIdDomain);
        if ("error" in done) return done;
        const booking = await readListItem(tx, bookingId);
        return booking ? { booking, changed: done.changed } : { error: "no-booking" };
      });
    },

    /** How many entries the whole timeline holds (the desk's "Show earlier" says how many it hides). */
    async timelineSize(bookingId: number): Promise<number> {
      const res = (await db.execute(sql`
        select (select count(*) from booking_activities where booking_id = ${bookingId})
             + (select count(*) from booking_status_history where booking_id = ${bookingId})
             + (select count(*) from mail_outbox where booking_id = ${bookingId} and kind not in ${OFF_TIMELINE})
             + (select count(*) from mail_messages where booking_id = ${bookingId}) as n`)) as unknown as { rows: { n: number | string }[] };
      return Number(res.rows[0]?.n ?? 0);
    },

    /**
     * The timeline, oldest first; with `last`, only its newest `last` entries (each source reads at
     * most that many of its newest rows). Undefined when there is no such booking.
     */
    async getTimeline(bookingId: number, opts: { last?: number } = {}): Promise<TimelineEntry[] | undefined> {
      const { last } = opts;
      /** Oldest first; with `last`, the newest `last` rows, read backwards on the source's (booking, id) index, then turned. */
      const newest = async <R>(query: PgSelect, id: PgColumn): Promise<R[]> => {
        if (last === undefined) return (await query.orderBy(asc(id))) as R[];
        return ((await query.orderBy(desc(id)).limit(last)) as R[]).reverse();
      };
      // One round of reads in parallel: the booking's existence, each source, and the staff's names.
      const [[booking], staff, activities, history, mail, messages] = await Promise.all([
        db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)),
        db.select({ id: users.id, username: users.username, name: users.name }).from(users),
        newest<typeof bookingActivities.$inferSelect>(
          db.select().from(bookingActivities).where(eq(bookingActivities.bookingId, bookingId)).$dynamic(),
          bookingActivities.id,
        ),
        newest<typeof bookingStatusHistory.$inferSelect>(
          db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, bookingId)).$dynamic(),
          bookingStatusHistory.id,
        ),
        // A reply's delivery shows on its email-out entry.
        newest<typeof mailOutbox.$inferSelect>(
          db.select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, bookingId), notInArray(mailOutbox.kind, OFF_TIMELINE))).$dynamic(),
          mailOutbox.id,
        ),
        newest<typeof mailMessages.$inferSelect>(
          db.select().from(mailMessages).where(eq(mailMessages.bookingId, bookingId)).$dynamic(),
          mailMessages.id,
        ),
      ]);
      if (!booking) return undefined;
      const conversation: TimelineEntry[] = await messageEntries(db, messages);
      const mailEntries: TimelineEntry[] = mail.map((m) => ({
        kind: "mail",
        by: "system",
        at: m.createdAt.toISOString(),
        mailKind: m.kind as BookingMailKind,
        to: m.toAddress,
        status: m.status as MailState,
        attempts: m.attempts,
        lastError: m.lastError,
        sentAt: m.sentAt?.toISOString() ?? null,
        // Only a money e-mail keeps its words.
        ...(m.textBody ? { text: m.textBody } : {}),
      }));
      const statusEntries: TimelineEntry[] = history.map((h) => ({
        kind: "status",
        by: h.changedBy,
        at: h.changedAt.toISOString(),
        from: h.fromStatus as BookingStatus,
        to: h.toStatus as BookingStatus,
      }));
      const activityEntries: TimelineEntry[] = activities.map((a) => {
        const base = { by: a.by, at: a.at.toISOString() };
        if (a.kind === "assignment") {
          const d = (a.data ?? {}) as { assigneeId?: number | null; assignee?: string | null };
          return { ...base, kind: "assignment", assigneeId: d.assigneeId ?? null, assignee: d.assignee ?? null };
        }
        if (a.kind === "duplicate" || a.kind === "duplicated-by") {
          const d = (a.data ?? {}) as { bookingId?: number; reference?: string; undone?: boolean };
          return { ...base, kind: a.kind, bookingId: d.bookingId ?? 0, reference: d.reference ?? "", undone: d.undone === true };
        }
        if (a.kind === "follow-up-set" || a.kind === "follow-up-due") {
          const d = (a.data ?? {}) as { followUpAt?: string; note?: string | null };
          return { ...base, kind: a.kind, followUpAt: d.followUpAt ?? base.at, note: d.note ?? null };
        }
        if (a.kind === "follow-up-cleared") return { ...base, kind: "follow-up-cleared" };
        if ((MONEY_EVENTS as readonly string[]).includes(a.kind)) {
          return { ...base, kind: "money", event: a.kind as MoneyEvent, summary: String((a.data as { summary?: unknown } | null)?.summary ?? "") };
        }
        if (a.kind === "not-spam") {
          const d = (a.data ?? {}) as { reason?: string | null };
          return { ...base, kind: "not-spam", reason: d.reason ?? null };
        }
        return { ...base, kind: a.kind as ActivityKind, body: a.body };
      });
      // A release from spam queues the booking's e-mails in the same statement, at the same time:
      // the cause reads first.
      const released = activityEntries.filter((e) => e.kind === "not-spam");
      const others = activityEntries.filter((e) => e.kind !== "not-spam");
      const merged = mergeTimeline(released, mailEntries, statusEntries, others, conversation);
      return withStaffNames(last === undefined ? merged : merged.slice(-last), staff);
    },
  };
}

