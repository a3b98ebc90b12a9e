import type { Storage } from "../storage";
import type { Logger } from "../core/logger";
import type { AfterErasure } from "../erasure/forget";
import { RETENTION_BATCH } from "../storage";
import { scheduleDaily } from "./daily";

/**
 * One sweep: erases what is past retention in small batches, each its own transaction (if no other
 * process is sweeping), records each booking, then removes the erased data from the disk once.
 */
export async function sweepRetention(storage: Storage, days: number, logger: Logger, after?: AfterErasure, batch = RETENTION_BATCH): Promise<number[] | null> {
  const erased: number[] = [];
  for (;;) {
    const ids = await storage.retention.eraseExpiredBookings(days, batch);
    if (ids === null) {
      if (erased.length) break;
      logger.info("retention sweep skipped: another process is running it");
      return null;
    }
    for (const id of ids) {
      await storage.audit.appendAudit({ actor: "retention", action: "personal-data-erased", target: `booking ${id}`, detail: { days } });
    }
    erased.push(...ids);
    if (ids.length < batch) break;
  }
  if (erased.length) logger.info({ count: erased.length, days }, "personal data past retention erased");
  await after?.(erased);
  return erased;
}

/** ENQUIRY_RETENTION_DAYS: a sweep a minute after start, then once a day. */
export function scheduleRetention(storage: Storage, days: number | undefined, logger: Logger, after?: AfterErasure): () => void {
  if (!days) return () => {};
  return scheduleDaily(() => void sweepRetention(storage, days, logger, after).catch((err) => logger.warn({ err }, "retention sweep failed")));
}
