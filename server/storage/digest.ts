import { randomBytes } from "node:crypto";
import { and, asc, count, eq, isNotNull, isNull, lt, ne, notExists, sql } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { bookings } from "@shared/schema/bookings";
import { digestSends, users } from "@shared/schema/users";
import { mailOutbox } from "@shared/schema/mail";
import { DIGEST } from "@shared/mail-states";
import type { Db } from "../db";
import type { DigestBooking, DigestContent } from "@shared/digest-content";
import { oneLine } from "@shared/one-line";
import { todayIn } from "@shared/money";
import { digestPayments } from "./money/digest-payments";
import { departuresToDecide } from "./departures/departures-to-decide";

/** At most this many bookings in each list of a digest; the desk holds the rest. */
export const DIGEST_LIST_LIMIT = 50;

export interface DigestRecipient {
  userId: number;
  email: string;
}

const inbox = and(isNull(bookings.suspect), isNull(bookings.erasedAt));
const asItem = (r: { id: number; reference: string; firstName: string; lastName: string; at: Date | null; note?: string | null }): DigestBooking => ({
  id: r.id,
  reference: r.reference,
  name: oneLine(`${r.firstName} ${r.lastName}`, 80),
  at: r.at!,
  note: r.note ? oneLine(r.note, 300) : null,
});

/** The morning digest: who gets one today, what it holds, and the once-a-day record. */
export function digestStorage(db: Db) {
  return {
    /** Active staff with an e-mail and the digest on who have had no digest on `day` yet. */
    async digestRecipients(day: string): Promise<DigestRecipient[]> {
      const rows = await db
        .select({ userId: users.id, email: users.email })
        .from(users)
        .where(
          and(
            isNull(users.disabledAt),
            eq(users.digestEnabled, true),
            isNotNull(users.email),
            ne(users.email, ""),
            notExists(db.select({ one: sql`1` }).from(digestSends).where(and(eq(digestSends.userId, users.id), eq(digestSends.day, day)))),
          ),
        )
        .orderBy(asc(users.id));
      return rows.map((r) => ({ userId: r.userId, email: r.email! }));
    },

    /**
     * One person's digest at `now`: their follow-ups due by the end of that day in `timeZone`
     * (bookings assigned to them, or unassigned ones whose follow-up they set), their bookings
     * awaiting a reply (earliest due first, so the overdue ones lead), and how many unassigned
     * bookings are overdue. Undefined when the account is gone.
     */
    async digestContent(userId: number, now: Date, timeZone: string): Promise<DigestContent | undefined> {
      const [user] = await db.select({ name: users.name, username: users.username }).from(users).where(eq(users.id, userId));
      if (!user) return undefined;
      const nowIso = now.toISOString();
      const endOfDay = sql`((date_trunc('day', ${nowIso}::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})`;
      const setByThem = sql`(select a.by_user_id from ${bookingActivities} a where a.booking_id = ${bookings.id} and a.kind = 'follow-up-set' order by a.id desc limit 1) = ${userId}`;
      const cols = { id: bookings.id, reference: bookings.reference, firstName: bookings.firstName, lastName: bookings.lastName };
      const [followUps, awaiting, [unassigned]] = await Promise.all([
        db
          .select({ ...cols, at: bookings.followUpAt, note: bookings.followUpNote })
          .from(bookings)
          .where(
            and(
              inbox,
              isNotNull(bookings.followUpAt),
              lt(bookings.followUpAt, endOfDay),
              sql`(${bookings.assigneeId} = ${userId} or (${bookings.assigneeId} is null and ${setByThem}))`,
            ),
          )
          .orderBy(asc(bookings.followUpAt), asc(bookings.id))
          .limit(DIGEST_LIST_LIMIT),
        db
          .select({ ...cols, at: bookings.replyDueAt })
          .from(bookings)
          .where(and(inbox, eq(bookings.assigneeId, userId), isNotNull(bookings.replyDueAt)))
          .orderBy(asc(bookings.replyDueAt), asc(bookings.id))
          .limit(DIGEST_LIST_LIMIT),
        db
          .select({ n: count() })
          .from(bookings)
          .where(and(inbox, isNull(bookings.assigneeId), isNotNull(bookings.replyDueAt), lt(bookings.replyDueAt, sql`${nowIso}::timestamptz`))),
      ]);
      return {
        staffName: user.name?.trim() || user.username,
        followUps: followUps.map(asItem),
        awaiting: awaiting.map(asItem),
        unassignedOverdue: Number(unassigned.n),
        payments: await digestPayments(db, userId, todayIn(timeZone, now), DIGEST_LIST_LIMIT),
        departures: await departuresToDecide(db, todayIn(timeZone, now), DIGEST_LIST_LIMIT),
      };
    },

    /** The person's own choice, from Account. */
    async setDigestEnabled(userId: number, enabled: boolean): Promise<void> {
      await db.update(users).set({ digestEnabled: enabled }).where(eq(users.id, userId));
    },

    /**
     * Records `day`'s digest for the person and queues it, in one transaction: the primary key
     * (user_id, day) lets exactly one process, or one run after a restart, insert it; the others
     * insert nothing and queue nothing. True when this call queued it.
     */
    async queueDigest(r: DigestRecipient, day: string, messageIdDomain: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(digestSends).values({ userId: r.userId, day }).onConflictDoNothing().returning({ userId: digestSends.userId });
        if (inserted.length === 0) return false;
        const messageId = `<digest-${r.userId}-${day}-${randomBytes(4).toString("hex")}@${messageIdDomain}>`;
        await tx.insert(mailOutbox).values({ kind: DIGEST, toAddress: r.email, aboutUserId: r.userId, messageId });
        return true;
      });
    },
  };
}
