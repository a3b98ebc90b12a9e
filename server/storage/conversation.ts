import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import { mailAttachments, mailMessages, mailOutbox } from "@shared/schema/mail";
import type { AttachInput, EmailInEntry, EmailOutEntry, ReplyInput } from "@shared/conversation";
import { showBidi } from "@shared/visible-bidi";
import type { MailState } from "@shared/mail-states";
import type { Db } from "../db";
import { answerBooking, awaitReply, type Actor } from "./reply-due";
import { assignIn } from "./assignment";
import { apiPaths } from "@shared/api-paths";

export type MessageRow = typeof mailMessages.$inferSelect;

/** At most this many ids in a reply's References: the thread's start and its latest messages. */
const MAX_REFERENCES = 20;

export function attachmentUrl(id: number): string {
  return apiPaths.attachment.href(id);
}

/** The timeline entries of stored messages, with their attachments (never their contents) and a desk reply's delivery state. */
export async function messageEntries(db: Db, rows: MessageRow[]): Promise<(EmailInEntry | EmailOutEntry)[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [files, outbox] = await Promise.all([
    db
      .select({ id: mailAttachments.id, messageRowId: mailAttachments.messageRowId, name: mailAttachments.name, size: mailAttachments.size, kept: sql<boolean>`${mailAttachments.content} is not null` })
      .from(mailAttachments)
      .where(inArray(mailAttachments.messageRowId, ids))
      .orderBy(asc(mailAttachments.id)),
    db
      .select({ messageRowId: mailOutbox.messageRowId, status: mailOutbox.status, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.messageRowId, ids), eq(mailOutbox.kind, "reply"))),
  ]);
  return rows.map((r) => {
    const base = { by: r.by, at: r.at.toISOString(), messageRowId: r.id, subject: r.subject, text: r.text, fullText: r.fullText };
    if (r.direction === "out") {
      const sent = outbox.find((o) => o.messageRowId === r.id);
      return {
        ...base,
        kind: "email-out",
        to: r.toAddress,
        status: (sent?.status as MailState | undefined) ?? null,
        sentAt: sent?.sentAt?.toISOString() ?? (sent ? null : r.at.toISOString()),
      } satisfies EmailOutEntry;
    }
    return {
      ...base,
      kind: "email-in",
      from: showBidi(r.fromAddress),
      messageKind: r.kind as EmailInEntry["messageKind"],
      attachments: files
        .filter((f) => f.messageRowId === r.id)
        .map((f) => ({ name: showBidi(f.name), size: f.size, url: f.kept ? attachmentUrl(f.id) : null })),
      attachmentNote: r.attachmentNote,
      unverified: r.unverified,
    } satisfies EmailInEntry;
  });
}

/** Where a reply joins the thread: the visitor's last message, else the acknowledgement. */
async function threadOf(tx: Db, bookingId: number): Promise<{ inReplyTo: string | null; refs: string[] }> {
  const [last] = await tx
    .select({ messageId: mailMessages.messageId, refs: mailMessages.refs })
    .from(mailMessages)
    .where(and(eq(mailMessages.bookingId, bookingId), eq(mailMessages.direction, "in"), eq(mailMessages.kind, "visitor")))
    .orderBy(desc(mailMessages.id))
    .limit(1);
  if (last) {
    const refs = [...(last.refs ? last.refs.split(" ") : []), last.messageId];
    return { inReplyTo: last.messageId, refs: refs.length > MAX_REFERENCES ? [refs[0], ...refs.slice(-(MAX_REFERENCES - 1))] : refs };
  }
  const [ack] = await tx
    .select({ messageId: mailOutbox.messageId })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, "acknowledgement")))
    .orderBy(asc(mailOutbox.id))
    .limit(1);
  return ack ? { inReplyTo: ack.messageId, refs: [ack.messageId] } : { inReplyTo: null, refs: [] };
}

/** The subject as sent: the booking's reference is added when the staff member left it out. */
export function subjectWithReference(subject: string, reference: string): string {
  return subject.toUpperCase().includes(reference.toUpperCase()) ? subject : `${subject} [${reference}]`;
}

export type ReplyResult = { entry: EmailOutEntry; assigned: boolean } | { error: "no-booking" | "erased" | "no-address" | "not-a-sender" };

/**
 * Where a reply may go: the booking's e-mail, or the sender of one of the visitor's messages on it
 * (a daughter writing for her mother). Undefined: the address is neither.
 */
async function replyAddress(tx: Db, booking: { id: number; email: string }, wanted: string | undefined): Promise<string | undefined> {
  const own = booking.email.toLowerCase();
  if (wanted === undefined || wanted.toLowerCase() === own) return own;
  const [sender] = await tx
    .select({ from: mailMessages.fromAddress })
    .from(mailMessages)
    .where(and(eq(mailMessages.bookingId, booking.id), eq(mailMessages.direction, "in"), eq(mailMessages.kind, "visitor"), sql`lower(${mailMessages.fromAddress}) = ${wanted.toLowerCase()}`))
    .limit(1);
  return sender?.from.toLowerCase();
}

/** Replies written in the desk, incoming mail that matched nothing, and attachments. */
export function conversationStorage(db: Db) {
  return {
    /**
     * Stores a reply and queues it in the outbox in one transaction, threaded to the visitor's last
     * message (else the acknowledgement), to the booking's e-mail or another sender on it; it answers
     * the booking, and an unassigned booking becomes the sender's.
     */
    async sendReply(bookingId: number, input: ReplyInput, by: Actor, domain: string): Promise<ReplyResult> {
      return db.transaction(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
        if (!booking) return { error: "no-booking" };
        if (booking.erasedAt) return { error: "erased" };
        if (!booking.email) return { error: "no-address" };
        const to = await replyAddress(tx, booking, input.to);
        if (!to) return { error: "not-a-sender" };
        const thread = await threadOf(tx, bookingId);
        const messageId = `<reply-${randomUUID()}.${booking.reference}@${domain}>`;
        const [row] = await tx
          .insert(mailMessages)
          .values({
            bookingId,
            direction: "out",
            kind: "desk",
            messageId,
            inReplyTo: thread.inReplyTo,
            refs: thread.refs.join(" ") || null,
            fromAddress: "",
            toAddress: to,
            subject: subjectWithReference(input.subject, booking.reference),
            text: input.body,
            fullText: input.body,
            byUserId: by.id,
            by: by.username,
          })
          .returning();
        await tx.insert(mailOutbox).values({ bookingId, kind: "reply", toAddress: to, messageId, messageRowId: row.id });
        await answerBooking(tx, bookingId, row.at);
        // Whoever answers an unassigned booking owns it from then on.
        const assigned = booking.assigneeId === null && "changed" in (await assignIn(tx, booking, by.id, by, domain));
        const [entry] = (await messageEntries(tx, [row])) as EmailOutEntry[];
        return { entry, assigned };
      });
    },

    /** A stored message with its booking, for composing what the outbox sends. */
    async conversationMessage(id: number): Promise<{ message: MessageRow; booking?: Booking } | undefined> {
      const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      if (!message) return undefined;
      const [booking] = message.bookingId ? await db.select().from(bookings).where(eq(bookings.id, message.bookingId)) : [];
      return { message, booking };
    },

    async bookingMessages(bookingId: number): Promise<MessageRow[]> {
      return db.select().from(mailMessages).where(eq(mailMessages.bookingId, bookingId)).orderBy(asc(mailMessages.id));
    },

    /**
     * Puts an unmatched message on a booking; a visitor's message then awaits a reply there, as if
     * it had been matched on arrival. Undefined: no such unmatched message or booking.
     */
    async attachMail(messageRowId: number, target: AttachInput): Promise<{ entry: EmailInEntry; bookingId: number } | undefined> {
      return db.transaction(async (tx) => {
        // A reference is stored in capitals; typed in any case it finds its booking on bookings_reference_idx.
        const which = "bookingId" in target ? eq(bookings.id, target.bookingId) : eq(bookings.reference, target.reference.toUpperCase());
        const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(which).for("update");
        if (!booking) return undefined;
        const bookingId = booking.id;
        const [row] = await tx
          .update(mailMessages)
          .set({ bookingId })
          // A message that could not be read stays unmatched: its raw copy is downloaded from there.
          .where(and(eq(mailMessages.id, messageRowId), isNull(mailMessages.bookingId), ne(mailMessages.kind, "unreadable")))
          .returning();
        if (!row) return undefined;
        if (row.kind === "visitor") await awaitReply(tx, bookingId, row.at);
        if (row.kind === "staff") await answerBooking(tx, bookingId, row.at);
        const [entry] = (await messageEntries(tx, [row])) as EmailInEntry[];
        return { entry, bookingId };
      });
    },

    /** A kept attachment's file; undefined when there is none (or it was over the limit). */
    async getAttachment(id: number): Promise<{ name: string; content: Buffer } | undefined> {
      const [row] = await db
        .select({ name: mailAttachments.name, content: mailAttachments.content })
        .from(mailAttachments)
        .where(eq(mailAttachments.id, id));
      return row?.content ? { name: showBidi(row.name), content: row.content } : undefined;
    },
  };
}
