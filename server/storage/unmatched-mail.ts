import { and, count, desc, isNull, sql } from "drizzle-orm";
import { mailMessages } from "@shared/schema/mail";
import { MAX_UNMATCHED_TEXT, type UnmatchedMail } from "@shared/conversation";
import { showBidi } from "@shared/visible-bidi";
import type { Db } from "../db";
import { attachmentUrl } from "./conversation";

/** Where the next page of unmatched mail starts: the last row's arrival and id. */
export interface UnmatchedCursor {
  at: Date;
  id: number;
  /** The first page's total, carried along so later pages need no count. */
  total: number;
}

export interface UnmatchedPage {
  items: UnmatchedMail[];
  total: number;
  next?: UnmatchedCursor;
}

/** Incoming mail that joined no booking, newest first, a page at a time on mail_messages_unmatched_idx. */
export function unmatchedMailStorage(db: Db) {
  return {
    async listUnmatchedMail(limit: number, cursor?: UnmatchedCursor): Promise<UnmatchedPage> {
      const after = cursor ? sql`(${mailMessages.at}, ${mailMessages.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})` : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: mailMessages.id,
            from: mailMessages.fromAddress,
            subject: mailMessages.subject,
            at: mailMessages.at,
            text: sql<string>`left(${mailMessages.text}, ${MAX_UNMATCHED_TEXT})`,
            kind: mailMessages.kind,
            rawSize: mailMessages.rawSize,
            // Named by hand: inside a subquery Drizzle leaves columns unqualified, and both tables have an id.
            raw: sql<number | null>`(select a.id from mail_attachments a where a.message_row_id = mail_messages.id and a.content is not null order by a.id limit 1)`,
          })
          .from(mailMessages)
          .where(and(isNull(mailMessages.bookingId), after))
          .orderBy(desc(mailMessages.at), desc(mailMessages.id))
          .limit(limit + 1),
        cursor
          ? cursor.total
          : db
              .select({ n: count() })
              .from(mailMessages)
              .where(isNull(mailMessages.bookingId))
              .then(([r]) => Number(r.n)),
      ]);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((r) => ({
          id: r.id,
          from: showBidi(r.from),
          subject: showBidi(r.subject),
          receivedAt: r.at.toISOString(),
          text: r.text,
          unreadable: r.kind === "unreadable" ? { url: r.raw === null ? null : attachmentUrl(Number(r.raw)), size: r.rawSize ?? 0 } : null,
        })),
        total,
        next: rows.length > limit && last ? { at: last.at, id: last.id, total } : undefined,
      };
    },
  };
}
