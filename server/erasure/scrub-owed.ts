import type { Database } from "../db";
import type { Logger } from "../core/logger";
import type { RetentionStorage } from "../storage";

/** Finishes the scrubs the disk owes; true when none is left, so a backup may be written. */
export type FinishScrubs = () => Promise<boolean>;

/** Pauses between attempts, as an erasure's: a lock held for a moment passes. */
const SCRUB_RETRY_MS = [250, 1_000, 3_000];

interface ScrubOwedOptions {
  database: Pick<Database, "scrubFreedRows">;
  storage: { retention: Pick<RetentionStorage, "scrubsOwed" | "finishScrubs" | "scrubsFailed"> };
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** The desk's clock: when the timeline says the documents were wiped. */
  now: () => Date;
  retryMs?: number[];
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The purge of travellers' documents (and a migration's redaction) frees values as an erasure
 * does, and is finished the same way (server/erasure/forget.ts): on PGlite the freed row versions
 * are wiped from the table files and the WAL (server/db/scrub.ts), retried a few times, and until
 * that is done the scrub stays owed, no backup is written and every later call tries again. On
 * PostgreSQL the server does not scrub (docs/security.md): the rows are finished at once. One call
 * at a time in a process, so a scrub is never noted twice.
 */
export function scrubOwed(o: ScrubOwedOptions): FinishScrubs {
  const retryMs = o.retryMs ?? SCRUB_RETRY_MS;
  const sleep = o.sleep ?? pause;
  let running: Promise<boolean> = Promise.resolve(true);
  const finish = async (): Promise<boolean> => {
    const owed = await o.storage.retention.scrubsOwed();
    if (owed.length === 0) return true;
    const scrub = o.database.scrubFreedRows;
    if (!scrub) {
      await o.storage.retention.finishScrubs(owed, false, o.now());
      return true;
    }
    let error = "";
    for (let attempt = 0; attempt <= retryMs.length; attempt++) {
      if (attempt > 0) await sleep(retryMs[attempt - 1]);
      try {
        await scrub();
        await o.storage.retention.finishScrubs(owed, true, o.now());
        o.logger.info({ scrubs: owed.length, attempt: attempt + 1 }, "freed values wiped from the database's files");
        return true;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        o.logger.warn({ err, attempt: attempt + 1 }, "wiping freed values from the database's files failed; retrying");
      }
    }
    await o.storage.retention.scrubsFailed(owed, error).catch((err) => o.logger.error({ err }, "recording a scrub's error failed"));
    o.logger.error({ error }, "wiping freed values from the database's files failed: it stays owed, and no backup is written until it is done");
    return false;
  };
  return () => {
    const next = running.catch(() => true).then(finish);
    running = next;
    return next;
  };
}
