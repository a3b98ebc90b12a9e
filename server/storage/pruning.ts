import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { mailOutbox } from "@shared/schema/mail";
import type { Db } from "../db";

/** Any constant, the same in every process: one pruning at a time across the cluster. */
const PRUNE_LOCK = 724_304;
/** Sent e-mails are kept this long (their rows show on the booking's timeline until then). */
export const SENT_MAIL_KEEP_DAYS = 90;
/** Rows deleted per statement: each batch is its own short transaction, so nothing waits long on it. */
export const PRUNE_BATCH = 2_000;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Growth without end is cut: sent mail after 90 days, audit entries after the configured period. */
export function pruningStorage(db: Db) {
  return {
    /**
     * One batch of each, unless another process is pruning (answers null then). Both deletes read
     * an index: sent mail by mail_outbox_sent_idx, the audit log by audit_log_at_idx.
     */
    async pruneBatch(auditDays: number, batch = PRUNE_BATCH): Promise<{ mail: number; audit: number } | null> {
      return db.transaction(async (tx) => {
        const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
        if (!res.rows[0]?.ok) return null;
        const oldMail = tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, daysAgo(SENT_MAIL_KEEP_DAYS))))
          .limit(batch);
        const mail = await tx.delete(mailOutbox).where(inArray(mailOutbox.id, oldMail)).returning({ id: mailOutbox.id });
        const oldAudit = tx.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.at, daysAgo(auditDays))).limit(batch);
        const audit = await tx.delete(auditLog).where(inArray(auditLog.id, oldAudit)).returning({ id: auditLog.id });
        return { mail: mail.length, audit: audit.length };
      });
    },
  };
}
