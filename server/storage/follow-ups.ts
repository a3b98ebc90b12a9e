import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { bookings } from "@shared/schema/bookings";
import type { BookingListItem } from "@shared/api-types";
import { BOOKINGS_CHANNEL } from "../db/channels";
import type { Db } from "../db";
import type { Clock } from "../core/clock";
import type { Actor } from "./reply-due";
import { readListItem } from "./list-item";

/** Follow-ups reached longer ago than this (the server was down all that time) get no `follow-up-due` entry. */
export const FOLLOW_UP_REACH_WINDOW = "7 days";
/** Only one process records reached follow-ups at a time. */
const FOLLOW_UP_LOCK = 724_301;

/** Follow-ups: set or cleared by staff, and recorded on the timeline when their time comes. */
export function followUpStorage(db: Db, clock: Clock) {
  return {
    /**
     * Sets (or, with `at` null, clears) a booking's follow-up and records it on the timeline, in one
     * transaction. Clearing a booking without one records nothing. Undefined: no such booking;
     * `{ error: "erased" }`: its visitor was erased (read `for update`, so no erasure slips in
     * between), and nothing more is recorded about them.
     */
    async setFollowUp(bookingId: number, at: Date | null, note: string | null, by: Actor): Promise<BookingListItem | { error: "erased" } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ followUpAt: bookings.followUpAt, erasedAt: bookings.erasedAt }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
        if (!current) return undefined;
        if (current.erasedAt) return { error: "erased" as const };
        if (at || current.followUpAt) {
          await tx
            .update(bookings)
            .set({ followUpAt: at, followUpNote: at ? note : null, updatedAt: new Date() })
            .where(eq(bookings.id, bookingId));
          await tx.insert(bookingActivities).values({
            bookingId,
            kind: at ? "follow-up-set" : "follow-up-cleared",
            data: at ? { followUpAt: at.toISOString(), note } : null,
            byUserId: by.id,
            by: by.username,
            at: clock.now(),
          });
        }
        return readListItem(tx, bookingId);
      });
    },

    /**
     * Records `follow-up-due` once for each follow-up whose time has come (within the reach window)
     * and tells the live desks; answers the bookings reached. One process at a time (a transaction
     * advisory lock; the others skip this round), and the entry, keyed by the follow-up's time, is
     * never written twice for the same follow-up.
     */
    async reachFollowUps(now: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLLOW_UP_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
        if (!res.rows[0]?.ok) return [];
        const nowIso = now.toISOString();
        const due = await tx
          .select({ id: bookings.id, followUpAt: bookings.followUpAt, note: bookings.followUpNote, suspect: bookings.suspect })
          .from(bookings)
          .where(
            and(
              isNotNull(bookings.followUpAt),
              lte(bookings.followUpAt, sql`${nowIso}::timestamptz`),
              gt(bookings.followUpAt, sql`${nowIso}::timestamptz - interval '${sql.raw(FOLLOW_UP_REACH_WINDOW)}'`),
              sql`not exists (select 1 from ${bookingActivities} a where a.booking_id = ${bookings.id} and a.kind = 'follow-up-due'
                and a.at = ${bookings.followUpAt})`,
            ),
          );
        if (due.length === 0) return [];
        await tx.insert(bookingActivities).values(
          due.map((d) => ({
            bookingId: d.id,
            kind: "follow-up-due",
            data: { followUpAt: d.followUpAt!.toISOString(), note: d.note },
            by: "system",
            // The entry reads at the follow-up's own time, which also keys it.
            at: d.followUpAt!,
          })),
        );
        for (const d of due) {
          if (d.suspect === null) await tx.execute(sql`select pg_notify(${BOOKINGS_CHANNEL}, ${JSON.stringify({ id: d.id, event: "follow-up" })})`);
        }
        return due.map((d) => d.id);
      });
    },
  };
}
