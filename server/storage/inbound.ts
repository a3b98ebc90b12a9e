import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { bookings, mailAttachments, mailMessages, mailOutbox, mailboxState, users } from "@shared/schema";
import type { Db } from "../db";
import { findThread, type ThreadMatch } from "../mail/inbound/thread";
import { classify, type OurMailbox } from "../mail/inbound/classify";
import { dkimPassed, senderAuthenticated, trustedResults } from "../mail/inbound/auth-results";
import type { IncomingMail } from "../mail/inbound/parse";
import { BOOKINGS_CHANNEL } from "../events/booking-events";
import { answerBooking, awaitReply } from "./reply-due";
import type { UnreadableMail } from "../mail/inbound/unreadable";
import { storeUnreadableIn } from "./unreadable-mail";

export interface InboundSettings extends OurMailbox {
  /** Where the alert about a visitor's reply goes when nobody is assigned (STAFF_ALERT_TO). */
  staffAlertTo: string[];
  /** Domain of our Message-IDs. */
  messageIdDomain: string;
  /** MAIL_AUTHSERV_ID: the receiving server whose Authentication-Results are believed; unset, no message is staff's. */
  authservId?: string;
}

export type StoreResult =
  | { stored: false; reason: "duplicate" | "ours" }
  | { stored: true; id: number; bookingId: number | null; kind: string; match: ThreadMatch; alerted: boolean };

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
 * The one store step every source of incoming mail ends in, in one transaction: de-duplication by
 * Message-ID (a copy of one of our own sent messages is already stored, in the outbox), threading,
 * classification, the booking's replyDueAt, the staff alert and the desk's `reply` event.
 */
export function inboundStorage(db: Db) {
  return {
    async storeIncoming(m: IncomingMail, settings: InboundSettings, after?: (tx: Db) => Promise<void>): Promise<StoreResult> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const result = await storeIn(tx, m, settings);
        await after?.(tx);
        return result;
      });
    },

    /** A message that can't be read: kept raw under Unmatched mail, so the reader can move on. */
    async storeUnreadable(m: UnreadableMail, after?: (tx: Db) => Promise<void>): Promise<StoreResult> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const r = await storeUnreadableIn(tx, m);
        await after?.(tx);
        return r.stored ? { stored: true, id: r.id, bookingId: null, kind: "unreadable", match: undefined, alerted: false } : { stored: false, reason: "duplicate" };
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

async function storeIn(tx: Db, m: IncomingMail, settings: InboundSettings): Promise<StoreResult> {
  // Serialises two readers of the same message (two sources, a restart mid-batch) on its id.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${m.messageId}))`);
  const [ours] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.messageId, m.messageId));
  if (ours) return { stored: false, reason: "ours" };
  const [seen] = await tx.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.messageId, m.messageId));
  if (seen) return { stored: false, reason: "duplicate" };

  // A colleague writing from their own address (their profile's e-mail) is one of us, by name.
  const colleague = await staffBySender(tx, m.from);
  const claimed = classify(m, colleague ? { ...settings, staffAddresses: [...settings.staffAddresses, m.from] } : settings);
  const proof = trustedResults(m.authResults, settings.authservId);
  // Staff only when a staff member's verified address sent it and their domain signed it; anyone can write our From.
  const kind = claimed === "staff" && !(colleague && dkimPassed(proof, m.from)) ? "unverified" : claimed;
  let match: ThreadMatch;
  if (kind === "bounce" && m.bouncedMessageId) {
    const [bounced] = await tx
      .update(mailOutbox)
      .set({ status: "bounced" })
      .where(eq(mailOutbox.messageId, m.bouncedMessageId))
      .returning({ bookingId: mailOutbox.bookingId });
    if (bounced?.bookingId) match = { bookingId: bounced.bookingId, by: "message-id" };
  }
  // Only a visitor's own address says which booking is theirs: staff and machines write about many.
  match ??= await findThread(m, lookups(tx), { bySender: kind === "visitor" });
  const bookingId = match?.bookingId ?? null;
  const [row] = await tx
    .insert(mailMessages)
    .values({
      bookingId,
      direction: kind === "staff" ? "out" : "in",
      kind,
      messageId: m.messageId,
      inReplyTo: m.inReplyTo ?? null,
      refs: m.references.join(" ") || null,
      fromAddress: m.from,
      toAddress: m.to,
      subject: m.subject,
      text: m.text,
      fullText: m.fullText,
      by: kind === "staff" ? (colleague?.username ?? m.from) : kind === "visitor" ? "visitor" : kind === "unverified" ? "unverified sender" : "system",
      attachmentNote: m.attachmentNote,
      // A visitor's booking found by the sender's address alone, which anyone can write.
      unverified: kind === "unverified" || (match?.by === "sender" && !senderAuthenticated(proof, m.from)),
    })
    .returning();
  if (m.attachments.length) {
    await tx.insert(mailAttachments).values(m.attachments.map((a) => ({ messageRowId: row.id, name: a.name, contentType: a.contentType, size: a.size, content: a.content })));
  }
  let alerted = false;
  if (bookingId !== null && kind === "visitor") {
    await awaitReply(tx, bookingId, row.at);
    alerted = await queueReplyAlert(tx, bookingId, row.id, settings);
    await tx.execute(sql`select pg_notify(${BOOKINGS_CHANNEL}, ${JSON.stringify({ id: bookingId, event: "reply" })})`);
  }
  if (bookingId !== null && kind === "staff") await answerBooking(tx, bookingId, row.at);
  return { stored: true, id: row.id, bookingId, kind, match, alerted };
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
async function queueReplyAlert(tx: Db, bookingId: number, messageRowId: number, settings: InboundSettings): Promise<boolean> {
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
