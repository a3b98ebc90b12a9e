import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { mailAttachments, mailMessages, mailOutbox } from "@shared/schema/mail";
import type { Db } from "../db";

/**
 * Erases the conversation of one booking: every message's addresses, subject, texts and the
 * visitor's Message-IDs, every attachment, and the address of its replies still in the outbox
 * (queued ones are suppressed with the rest of the booking's mail). Unmatched mail from the
 * visitor's address goes too. The rows stay, so the timeline still shows that mail was exchanged,
 * and when.
 */
export async function eraseConversation(tx: Db, bookingId: number, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const mine = address
    ? sql`(${mailMessages.bookingId} = ${bookingId} or (${mailMessages.bookingId} is null and ${mailMessages.fromAddress} = ${address}))`
    : eq(mailMessages.bookingId, bookingId);
  const rows = await tx
    .update(mailMessages)
    .set({
      fromAddress: "",
      toAddress: "",
      subject: "",
      text: "",
      fullText: "",
      attachmentNote: null,
      // The visitor's mail program's Message-IDs (they often name the sender's host or address) and
      // the thread's references to them; our own replies' ids name only the reference and stay.
      messageId: sql`case when ${mailMessages.direction} = 'in' then '<erased-' || ${mailMessages.id} || '@erased.invalid>' else ${mailMessages.messageId} end`,
      inReplyTo: null,
      refs: null,
    })
    .where(mine)
    .returning({ id: mailMessages.id });
  if (rows.length) await tx.delete(mailAttachments).where(inArray(mailAttachments.messageRowId, rows.map((r) => r.id)));
  // Erased unmatched mail has nothing left to attach.
  await tx.delete(mailMessages).where(and(isNull(mailMessages.bookingId), eq(mailMessages.fromAddress, ""), eq(mailMessages.subject, "")));
  await tx.update(mailOutbox).set({ toAddress: "" }).where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, "reply")));
}
