import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { mailAttachments, mailMessages, mailOutbox, mailboxState } from "@shared/schema/mail";
import { users } from "@shared/schema/users";
import type { Db } from "../db";
import { BOOKINGS_CHANNEL } from "../db/channels";
import { answerBooking, awaitReply } from "./reply-due";
import { storeUnreadableIn } from "./unreadable-mail";

/** Where a visitor's reply's alert goes and how its Message-ID ends (server/mail/inbound/store-incoming.ts). */
interface ReplyAlertSettings {
  /** Where the alert about a visitor's reply goes when nobody is assigned (STAFF_ALERT_TO). */
  staffAlertTo: string[];
  /** Domain of our Message-IDs. */
  messageIdDomain: string;
}

type NewMessage = typeof mailMessages.$inferInsert;
type NewAttachment = Omit<typeof mailAttachments.$inferInsert, "messageRowId">;

/** The thread lookups, each on an index: the two unique Message-ID indexes, the reference index, lower(email). */
function lookups(tx: Db) {
  return {
    async byMessageIds(ids: string[]) {
      const rows = (await tx.execute(sql`
        select booking_id, message_id from mail_messages where message_id in ${ids} and booking_id is not null
        union all
        select booking_id, message_id from mail_outbox where message_id in ${ids} and booking_id is not null`)) as unknown as {
        rows: { booking_id: number; message_id: string }[];
      };
      // The id named first (In-Reply-To) wins over older ones in References.
      for (const id of ids) {
        const hit = rows.rows.find((r) => r.message_id === id);
        if (hit) return Number(hit.booking_id);
      }
      return undefined;
    },
    async byReferences(refs: string[]) {
      const [row] = await tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.reference, refs)).limit(1);
      return row?.id;
    },
    async bySender(address: string) {
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(sql`lower(${bookings.email}) = ${address.toLowerCase()}`, isNull(bookings.erasedAt)))
        .limit(2);
      return rows.map((r) => r.id);
    },
  };
}

/**
 * The queries of one incoming message's store step, all in its transaction `tx`. Which of them run,
 * and in what order, is the mail layer's (server/mail/inbound/store-incoming.ts).
 */
function inboundQueries(tx: Db) {
  return {
    /** Serialises two readers of the same message (two sources, a restart mid-batch) on its id. */
    async lockMessageId(messageId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${messageId}))`);
    },
    /** "ours": a copy of one of our own sent messages (already in the outbox); "duplicate": stored before. */
    async heldAlready(messageId: string): Promise<"ours" | "duplicate" | undefined> {
      const [ours] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
      if (ours) return "ours";
      const [seen] = await tx.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.messageId, messageId));
      return seen ? "duplicate" : undefined;
    },
    threadLookups: lookups(tx),
    staffBySender: (from: string) => staffBySender(tx, from),
    /** Marks the bounced message so; its booking, if it had one. */
    async markBounced(bouncedMessageId: string): Promise<number | null | undefined> {
      const [bounced] = await tx.update(mailOutbox).set({ status: "bounced" }).where(eq(mailOutbox.messageId, bouncedMessageId)).returning({ bookingId: mailOutbox.bookingId });
      return bounced?.bookingId;
    },
    async insertMessage(values: NewMessage, attachments: NewAttachment[]): Promise<{ id: number; at: Date }> {
      const [row] = await tx.insert(mailMessages).values(values).returning();
      if (attachments.length) await tx.insert(mailAttachments).values(attachments.map((a) => ({ ...a, messageRowId: row.id })));
      return row;
    },
    awaitReply: (bookingId: number, at: Date) => awaitReply(tx, bookingId, at),
    answerBooking: (bookingId: number, at: Date) => answerBooking(tx, bookingId, at),
    queueReplyAlert: (bookingId: number, messageRowId: number, settings: ReplyAlertSettings) => queueReplyAlert(tx, bookingId, messageRowId, settings),
    /** Tells the open desks that a visitor's e-mail arrived on this booking. */
    async announceReply(bookingId: number): Promise<void> {
      await tx.execute(sql`select pg_notify(${BOOKINGS_CHANNEL}, ${JSON.stringify({ id: bookingId, event: "reply" })})`);
    },
    storeUnreadable: (m: Parameters<typeof storeUnreadableIn>[1]) => storeUnreadableIn(tx, m),
  };
}

export type InboundQueries = ReturnType<typeof inboundQueries>;

/** Incoming mail's store step (one transaction per message) and the IMAP mailbox's lease and reading position. */
export function inboundStorage(db: Db) {
  return {
    /** Runs `work` in one transaction, then `after` in the same one (the IMAP reader's position). */
    async inInboundTransaction<T>(work: (q: InboundQueries) => Promise<T>, after?: (tx: Db) => Promise<void>): Promise<T> {
      return db.transaction(async (tx) => {
        const result = await work(inboundQueries(tx));
        await after?.(tx);
        return result;
      });
    },

    /** The mailbox's reading position: its UIDVALIDITY and the last UID stored. */
    async mailboxPosition(mailbox: string): Promise<{ uidValidity: number | null; lastUid: number }> {
      const [row] = await db.select().from(mailboxState).where(eq(mailboxState.mailbox, mailbox));
      return { uidValidity: row?.uidValidity ?? null, lastUid: row?.lastUid ?? 0 };
    },

    /**
     * Takes or keeps the lease to read a mailbox for `ms`: granted when nobody holds it, its holder
     * let it lapse (a process that died), or `holder` already has it.
     */
    async takeMailboxLease(mailbox: string, holder: string, ms: number): Promise<boolean> {
      const res = (await db.execute(sql`
        insert into mailbox_state (mailbox, lease_holder, lease_until)
        values (${mailbox}, ${holder}, now() + ${ms}::int * interval '1 millisecond')
        on conflict (mailbox) do update set lease_holder = excluded.lease_holder, lease_until = excluded.lease_until
        where mailbox_state.lease_holder is null or mailbox_state.lease_until < now() or mailbox_state.lease_holder = excluded.lease_holder
        returning mailbox`)) as unknown as { rows: unknown[] };
      return res.rows.length > 0;
    },

    async releaseMailboxLease(mailbox: string, holder: string): Promise<void> {
      await db
        .update(mailboxState)
        .set({ leaseHolder: null, leaseUntil: null })
        .where(and(eq(mailboxState.mailbox, mailbox), eq(mailboxState.leaseHolder, holder)));
    },
  };
}

/** Records the reading position in the store's transaction, while the lease is still ours. */
export function advanceMailbox(mailbox: string, holder: string, uidValidity: number, uid: number) {
  return async (tx: Db): Promise<void> => {
    const rows = await tx
      .update(mailboxState)
      .set({ uidValidity, lastUid: sql`greatest(case when ${mailboxState.uidValidity} = ${uidValidity} then ${mailboxState.lastUid} else 0 end, ${uid})` })
      .where(and(eq(mailboxState.mailbox, mailbox), eq(mailboxState.leaseHolder, holder)))
      .returning({ mailbox: mailboxState.mailbox });
    // Another process took the mailbox over: roll back, it reads this message itself.
    if (rows.length === 0) throw new LeaseLostError(mailbox);
  };
}

export class LeaseLostError extends Error {
  constructor(mailbox: string) {
    super(`the lease on ${mailbox} passed to another process`);
  }
}

/** The active staff member whose profile e-mail is this address, if any. */
async function staffBySender(tx: Db, from: string): Promise<{ id: number; username: string } | undefined> {
  if (!from.includes("@")) return undefined;
  const [row] = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${from.toLowerCase()}`, isNull(users.disabledAt)))
    .orderBy(users.id)
    .limit(1);
  return row;
}

/**
 * The alert that a visitor answered: to the booking's assignee's e-mail, else (nobody assigned, an
 * assignee without an e-mail, or one no longer active) to STAFF_ALERT_TO.
 */
async function queueReplyAlert(tx: Db, bookingId: number, messageRowId: number, settings: ReplyAlertSettings): Promise<boolean> {
  const [b] = await tx
    .select({ erasedAt: bookings.erasedAt, reference: bookings.reference, suspect: bookings.suspect, assigneeEmail: users.email, assigneeDisabledAt: users.disabledAt })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.assigneeId))
    .where(eq(bookings.id, bookingId));
  if (!b || b.erasedAt || b.suspect) return false;
  const to = b.assigneeEmail && !b.assigneeDisabledAt ? b.assigneeEmail : settings.staffAlertTo.join(", ");
  await tx
    .insert(mailOutbox)
    .values({
      bookingId,
      kind: "reply-alert",
      toAddress: to,
      messageId: `<reply-alert-${messageRowId}.${b.reference}@${settings.messageIdDomain}>`,
      messageRowId,
    })
    .onConflictDoNothing({ target: mailOutbox.messageId });
  return true;
}
