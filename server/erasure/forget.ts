import type { Database } from "../db";
import type { Logger } from "../core/logger";
import { deleteBookingEml } from "../mail/eml-files";
import { deleteProcessedCopies } from "../mail/inbound/processed-copies";
import type { RetentionStorage } from "../storage";

/** Whether an erasure's data has left the disk, or it stays pending (shown to admins, retried, backups held). */
export type ErasureOutcome = { finished: true } | { finished: false; error: string };

/** What follows an erasure, once it has committed: the data is removed from the disk too. */
export type AfterErasure = (bookingIds: number[]) => Promise<ErasureOutcome>;

/** Pauses between the attempts at removing erased data from the disk: a lock held for a moment passes. */
const ERASURE_RETRY_MS = [250, 1_000, 3_000];

interface AfterErasureOptions {
  database: Pick<Database, "scrubFreedRows">;
  storage: { retention: Pick<RetentionStorage, "erasureKeys" | "finishErasures" | "erasuresFailed" | "messageCopiesToForget"> };
  /** MAIL_DIR, when mail is written there (no SMTP_URL). */
  mailDir?: string;
  /** MAIL_INBOX_DIR, when mail is read from there (no IMAP_URL): its processed/ copies go too. */
  inboxDir?: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  retryMs?: number[];
  /** How to wait between attempts (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The mail folder's .eml files of the bookings (and digests naming them) are deleted, so are the
 * raw copies the inbox reader kept in MAIL_INBOX_DIR/processed of their messages, and on PGlite the
 * freed row versions are made unrecoverable (server/db/scrub.ts; on PostgreSQL see docs/security.md).
 * Each step is retried a few times with growing pauses; only when all of it is done is the erasure
 * no longer pending. Otherwise it stays pending with its error, and the caller says so.
 */
export function afterErasure(o: AfterErasureOptions): AfterErasure {
  const retryMs = o.retryMs ?? ERASURE_RETRY_MS;
  const sleep = o.sleep ?? pause;
  const removeFromDisk = async (bookingIds: number[]) => {
    const keys = await o.storage.retention.erasureKeys(bookingIds);
    const inboxDir = o.inboxDir;
    const files =
      (o.mailDir ? await deleteBookingEml(o.mailDir, keys) : 0) +
      (inboxDir ? await deleteProcessedCopies(inboxDir, (ids) => o.storage.retention.messageCopiesToForget(bookingIds, ids)) : 0);
    await o.database.scrubFreedRows?.();
    return files;
  };
  return async (bookingIds) => {
    if (bookingIds.length === 0) return { finished: true };
    let error = "";
    for (let attempt = 0; attempt <= retryMs.length; attempt++) {
      if (attempt > 0) await sleep(retryMs[attempt - 1]);
      try {
        const files = await removeFromDisk(bookingIds);
        await o.storage.retention.finishErasures(bookingIds);
        o.logger.info({ bookings: bookingIds.length, files, attempt: attempt + 1 }, "erased data removed from disk");
        return { finished: true };
      } catch (err) {
        error = describe(err);
        o.logger.warn({ err, bookingIds, attempt: attempt + 1 }, "removing erased data from disk failed; retrying");
      }
    }
    await o.storage.retention.erasuresFailed(bookingIds, error).catch((err) => o.logger.error({ err }, "recording a pending erasure's error failed"));
    o.logger.error({ bookingIds, error }, "removing erased data from disk failed: the erasure stays pending");
    return { finished: false, error };
  };
}

/**
 * Finishes every pending erasure (at start, and before each backup). Answers true when none is
 * left pending, so a backup may be written.
 */
export async function finishPendingErasures(storage: { retention: Pick<RetentionStorage, "pendingErasures" | "finishErasures"> }, after?: AfterErasure): Promise<boolean> {
  const pending = await storage.retention.pendingErasures();
  if (pending.length === 0) return true;
  const ids = pending.map((p) => p.bookingId);
  if (!after) {
    // Nothing to remove from any disk in this set-up: the erasure was complete when it committed.
    await storage.retention.finishErasures(ids);
    return true;
  }
  return (await after(ids)).finished;
}
