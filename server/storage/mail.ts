import { randomBytes } from "node:crypto";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { type Booking } from "@shared/schema/bookings";
import { SIGN_IN_ALERT, type MailState, type OutboxKind } from "@shared/mail-states";
import type { Db } from "../db";
import { bookingSelectList, toBooking } from "./booking-row";
import { notifyCte, queueMailCte } from "./mail-queue-sql";
import type { EnquiryMailSettings } from "./enquiries";
import { rawStatement } from "./raw";
import { LINE_JOINED_AT, lineLockCte } from "./departures/line-lock-sql";
import type { Actor } from "./reply-due";

/** A message claimed for sending, with the booking its body is rendered from (if it still exists). */
export interface ClaimedMail {
  id: number;
  kind: OutboxKind;
  toAddress: string;
  messageId: string;
  /** This attempt's number; it also proves the claim is still ours when the result is recorded. */
  attempts: number;
  createdAt: Date;
  booking?: Booking;
  /** A sign-in alert's or a digest's account, if it still exists. */
  aboutUsername?: string;
  aboutUserId?: number;
  /** For an acknowledgement: the first enquiry's reference when the same address wrote within 30 days. */
  earlierReference?: string | null;
  /** For an acknowledgement: the programme it names, when a programme has the enquiry's title. */
  ackProgramme?: string | null;
  /** For an acknowledgement of an enquiry on a departure's waiting list: its place in line. */
  ackWaitlistPosition?: number | null;
  /** A reply's stored message, or the visitor's message a reply-alert is about. */
  messageRowId?: number | null;
}

export type MailRow = typeof mailOutbox.$inferSelect;

/**
 * For an acknowledgement: the reference of the first enquiry acknowledged to the same address in
 * the 30 days before this one, read off the outbox's (to_address, created_at) index. An erased
 * enquiry's acknowledgement has no address left, so it is never named.
 */
export const EARLIER_REFERENCE_SQL = `case when c.kind = 'acknowledgement' and c.to_address <> '' then (
      select e.reference from mail_outbox f join bookings e on e.id = f.booking_id
      where f.kind = 'acknowledgement' and f.to_address = c.to_address and f.booking_id <> c.booking_id
        and f.created_at >= c.created_at - interval '30 days' and f.created_at <= c.created_at
        and e.erased_at is null
      order by f.created_at, f.id limit 1) end`;

/**
 * For an acknowledgement: the programme the enquiry names when a programme record has that title
 * (a draft, which no visitor has seen, does not count), so no free text from the form is printed.
 */
const ACK_PROGRAMME_SQL = `case when c.kind = 'acknowledgement' then (
      select p.title from programmes p where p.title = b.source_programme and p.status <> 'draft' order by p.id limit 1) end`;

/** For an acknowledgement: the booking's place in its departure's line (1 first), when it waits in one. */
const ACK_WAITLIST_SQL = `case when c.kind = 'acknowledgement' and b.waitlisted_at is not null and b.status <> 'cancelled' then (
      select count(*)::int from bookings lw where lw.departure_id = b.departure_id and lw.waitlisted_at is not null
        and lw.status <> 'cancelled' and lw.erased_at is null and (lw.waitlisted_at, lw.id) <= (b.waitlisted_at, b.id)) end`;

// Ordered by the due index's own key alone, so the claim reads its 10 rows off the index and
// stops. Ordering by (next_attempt_at, id) made the planner read every due row and sort them
// whenever its statistics saw a short queue (the usual case): after a burst, each claim of 10 then
// read the whole backlog (30 ms per claim with 100,000 waiting). Messages due at the same
// millisecond come in index order, which is about the order they were stored.
export const CLAIM_SQL = `
  with claimed as (
    update mail_outbox o set status = 'sending', attempts = o.attempts + 1,
      lease_until = now() + $2::int * interval '1 millisecond',
      next_attempt_at = now() + $2::int * interval '1 millisecond'
    where o.id in (
      select id from mail_outbox
      where status in ('queued', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit $1::int
      for update skip locked
    )
    returning o.*
  )
  select c.id as "outboxId", c.kind as "outboxKind", c.to_address as "outboxTo", c.message_id as "outboxMessageId",
    c.attempts as "outboxAttempts", c.created_at as "outboxCreatedAt", c.message_row_id as "outboxMessageRow", u.username as "outboxAbout", u.id as "outboxAboutId", ${bookingSelectList("b")},
    ${EARLIER_REFERENCE_SQL} as "earlierReference", ${ACK_PROGRAMME_SQL} as "ackProgramme", ${ACK_WAITLIST_SQL} as "ackWaitlistPosition"
  from claimed c left join bookings b on b.id = c.booking_id left join users u on u.id = c.about_user_id
  order by c.id`;

const RELEASE_SQL = `
  with ${lineLockCte("departures d join bookings lb on lb.departure_id = d.id where lb.id = $1::int and lb.suspect is not null and $8::int is not null")},
  target as (
    update bookings b set suspect = null, updated_at = date_trunc('milliseconds', now()),
      waitlisted_at = coalesce(b.waitlisted_at, ${LINE_JOINED_AT}),
      waitlist_travellers = case when $8::int is not null then $8::int else b.waitlist_travellers end
    from (select id, suspect from bookings where id = $1::int) was
    where b.id = was.id and b.suspect is not null
    returning b.*, was.suspect as "wasSuspect"
  ),
  recorded as (
    insert into booking_activities (booking_id, kind, data, by_user_id, by)
    select id, 'not-spam', json_build_object('reason', "wasSuspect"), $5::int, $6::text from target
  ),
  ${queueMailCte("target", { ackCap: "$2", staffTo: "$3", domain: "$4", domainCap: "$7" })},
  ${notifyCte("target")}
  select ${bookingSelectList("target")}, true as "released", (select count(*) from notified)::int as "notified",
    (select count(*) from queued)::int as "queuedMail"
  from target
  union all
  select ${bookingSelectList("b")}, false, 0, 0
  from bookings b where b.id = $1::int and not exists (select 1 from target)`;

/** The mail outbox: claiming due messages, recording results, releasing suspect enquiries. */
export function mailStorage(db: Db) {
  const claim = rawStatement(db, "claim_mail", CLAIM_SQL);
  const release = rawStatement(db, "release_suspect", RELEASE_SQL);

  /** Records a result only while the claim is still ours (same attempt, still sending). */
  const ours = (id: number, attempts: number) =>
    and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempts), eq(mailOutbox.status, "sending"));

  return {
    /**
     * Claims up to `limit` due messages for `leaseMs`: queued ones whose time has come, and sending
     * ones whose lease ran out (their process died or stopped mid-send). SKIP LOCKED lets several
     * processes claim at once without waiting on each other or taking the same message.
     */
    async claimDueMail(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const rows = await claim([limit, leaseMs]);
      return rows.map((r) => ({
        id: Number(r.outboxId),
        kind: r.outboxKind as OutboxKind,
        toAddress: String(r.outboxTo),
        messageId: String(r.outboxMessageId),
        attempts: Number(r.outboxAttempts),
        createdAt: new Date(r.outboxCreatedAt as string | Date),
        booking: r.id == null ? undefined : toBooking(r),
        ...(r.outboxAbout == null ? {} : { aboutUsername: String(r.outboxAbout), aboutUserId: Number(r.outboxAboutId) }),
        earlierReference: r.earlierReference == null ? null : String(r.earlierReference),
        ackProgramme: r.ackProgramme == null ? null : String(r.ackProgramme),
        ackWaitlistPosition: r.ackWaitlistPosition == null ? null : Number(r.ackWaitlistPosition),
        messageRowId: r.outboxMessageRow == null ? null : Number(r.outboxMessageRow),
      }));
    },

    /** Queues the alert about repeated wrong sign-in codes for an account; its words are rendered when sent. */
    async queueSignInAlert(userId: number, to: string[], messageIdDomain: string): Promise<void> {
      const messageId = `<sign-in-alert-${userId}-${Date.now()}-${randomBytes(4).toString("hex")}@${messageIdDomain}>`;
      await db.insert(mailOutbox).values({ kind: SIGN_IN_ALERT, toAddress: to.join(", "), aboutUserId: userId, messageId });
    },

    /**
     * Records a batch's sent messages in one statement (a commit per message would cost the
     * database more than the enquiry that queued it); returns the ids still ours, now sent.
     */
    async markMailsSent(claims: { id: number; attempts: number }[]): Promise<number[]> {
      if (claims.length === 0) return [];
      const rows = await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), leaseUntil: null, lastError: null })
        .where(or(...claims.map((c) => ours(c.id, c.attempts))))
        .returning({ id: mailOutbox.id });
      return rows.map((r) => r.id);
    },

    /** Back to the queue for a later attempt, or given up (`failed`) or not to be sent (`suppressed`). */
    async markMailUnsent(id: number, attempts: number, status: Extract<MailState, "queued" | "failed" | "suppressed">, error: string, nextAttemptAt = new Date()): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ status, lastError: error.slice(0, 2000), leaseUntil: null, nextAttemptAt })
        .where(ours(id, attempts))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /**
     * The mail server answers again: messages waiting only because it could not be reached are
     * due now, instead of at their backed-off time (up to an hour away). Refusals keep their wait.
     * `codes`: the transport's error codes that mean "could not be reached" (server/mail/retry.ts).
     */
    async retryUnreachableMailNow(codes: readonly string[]): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(
          and(
            eq(mailOutbox.status, "queued"),
            sql`${mailOutbox.nextAttemptAt} > now()`,
            sql`${mailOutbox.lastError} ~ ${`^(${codes.join("|")}):`}`,
          ),
        )
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    /** A booking's messages, oldest first (for the desk's timeline and for tests). */
    async mailForBooking(bookingId: number): Promise<MailRow[]> {
      return db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)).orderBy(asc(mailOutbox.id));
    },

    /**
     * Clears a booking's `suspect` and, in the same statement, records who released it on the
     * booking's timeline (with the reason it was held), queues its e-mails and announces it; with
     * `waitlistTravellers`, it joins the end of its departure's line too, under the departure's lock
     * as an enquiry does (enquiries.ts). Undefined for no such booking; `released: false` when it
     * was not suspect (nothing queued again, no place in line taken).
     */
    async releaseSuspect(id: number, mail: EnquiryMailSettings, by: Actor, waitlistTravellers?: number): Promise<{ booking: Booking; released: boolean } | undefined> {
      const rows = await release([id, mail.ackCap, mail.staffAlertTo.join(", "), mail.messageIdDomain, by.id, by.username, mail.ackDomainCap, waitlistTravellers ?? null]);
      const row = rows[0];
      return row ? { booking: toBooking(row), released: Boolean(row.released) } : undefined;
    },
  };
}
