import type { Logger } from "../core/logger";
import type { RetentionStorage } from "../storage";
import { PRUNE_BATCH } from "../storage";
import { scheduleDaily } from "./daily";

/** Prunes batch after batch until nothing old is left; null when another process is at it. */
export async function pruneOldRecords(
  storage: { retention: Pick<RetentionStorage, "pruneBatch"> },
  auditDays: number,
  batch = PRUNE_BATCH,
): Promise<{ mail: number; audit: number } | null> {
  const total = { mail: 0, audit: 0 };
  for (;;) {
    const done = await storage.retention.pruneBatch(auditDays, batch);
    if (!done) return total.mail + total.audit > 0 ? total : null;
    total.mail += done.mail;
    total.audit += done.audit;
    if (done.mail < batch && done.audit < batch) return total;
  }
}

/** AUDIT_RETENTION_DAYS and the 90 days of sent mail: pruned a minute after start, then once a day. */
export function schedulePruning(storage: { retention: Pick<RetentionStorage, "pruneBatch"> }, auditDays: number, logger: Pick<Logger, "info" | "warn">): () => void {
  return scheduleDaily(
    () =>
      void pruneOldRecords(storage, auditDays).then(
        (pruned) => pruned && (pruned.mail || pruned.audit) && logger.info({ ...pruned, auditDays }, "old sent mail and audit entries pruned"),
        (err) => logger.warn({ err }, "pruning failed"),
      ),
  );
}
