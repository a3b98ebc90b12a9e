import { and, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { mailAttachments, mailMessages } from "@shared/schema/mail";
import type { Db } from "../db";
import { PRUNE_BATCH } from "./pruning";

/**
 * INBOUND_RETENTION_DAYS: unmatched mail (spam, the unreadable) older than that is deleted with its
 * attachments; attachments still held for an erased booking are deleted whatever their age.
 */
export function inboundRetentionStorage(db: Db) {
  return {
    /** One batch of each; answers how many rows went, so the caller goes on until both are under a batch. */
    async pruneInboundBatch(days: number, batch = PRUNE_BATCH): Promise<{ unmatched: number; attachments: number }> {
      const oldUnmatched = db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(and(isNull(mailMessages.bookingId), lt(mailMessages.at, sql`now() - make_interval(days => ${days})`)))
        .limit(batch);
      const unmatched = await db.delete(mailMessages).where(inArray(mailMessages.id, oldUnmatched)).returning({ id: mailMessages.id });
      const erasedFiles = db
        .select({ id: mailAttachments.id })
        .from(mailAttachments)
        .innerJoin(mailMessages, sql`${mailMessages.id} = ${mailAttachments.messageRowId}`)
        .innerJoin(bookings, sql`${bookings.id} = ${mailMessages.bookingId}`)
        .where(isNotNull(bookings.erasedAt))
        .limit(batch);
      const attachments = await db.delete(mailAttachments).where(inArray(mailAttachments.id, erasedFiles)).returning({ id: mailAttachments.id });
      return { unmatched: unmatched.length, attachments: attachments.length };
    },
  };
}
