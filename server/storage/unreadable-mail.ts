import { eq, sql } from "drizzle-orm";
import { mailAttachments, mailMessages } from "@shared/schema/mail";
import type { Db } from "../db";

const MB = 1024 * 1024;

/** What is kept of a message that can't be read (server/mail/inbound/unreadable.ts makes it). */
interface UnreadableCopy {
  messageId: string;
  from: string;
  subject: string;
  reason: string;
  size: number;
  raw: Buffer;
  truncated: boolean;
}

function sizeText(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Stores a message that can't be read as unmatched mail of kind `unreadable`, with its raw copy as
 * its one attachment (bounded: the first megabyte of one over 40 MB), so staff see who sent what and the reader moves on.
 */
export async function storeUnreadableIn(tx: Db, m: UnreadableCopy): Promise<{ stored: false } | { stored: true; id: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${m.messageId}))`);
  const [seen] = await tx.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.messageId, m.messageId));
  if (seen) return { stored: false };
  const text = `This message could not be read (${m.reason}, ${sizeText(m.size)}). Its raw copy is attached as message.eml: open it in a mail program.`;
  const [row] = await tx
    .insert(mailMessages)
    .values({
      bookingId: null,
      direction: "in",
      kind: "unreadable",
      messageId: m.messageId,
      fromAddress: m.from,
      toAddress: "",
      subject: m.subject,
      text,
      fullText: text,
      by: "system",
      unverified: true,
      rawSize: m.size,
      attachmentNote: m.truncated ? `Only the first ${sizeText(m.raw.length)} of the message are kept` : null,
    })
    .returning({ id: mailMessages.id });
  await tx.insert(mailAttachments).values({ messageRowId: row.id, name: "message.eml", contentType: "message/rfc822", size: m.raw.length, content: m.raw });
  return { stored: true, id: row.id };
}
