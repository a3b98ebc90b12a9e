import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../core/logger";
import type { RetentionStorage } from "../storage";
import { PRUNE_BATCH } from "../storage";
import { scheduleDaily } from "./daily";
import { PROCESSED } from "../mail/inbound/processed-copies";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The inbox folder's kept copies (processed/ and failed/) older than `days`, by their last change. */
async function pruneInboxCopies(inboxDir: string, days: number): Promise<number> {
  const before = Date.now() - days * DAY_MS;
  let removed = 0;
  for (const sub of [PROCESSED, "failed"]) {
    const dir = path.join(inboxDir, sub);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat?.isFile() && stat.mtimeMs < before) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
  }
  return removed;
}

/** One sweep of inbound mail past INBOUND_RETENTION_DAYS: the tables in batches, then the inbox folder's copies. */
export async function pruneInbound(
  storage: { retention: Pick<RetentionStorage, "pruneInboundBatch"> },
  days: number,
  inboxDir: string | undefined,
  batch = PRUNE_BATCH,
): Promise<{ unmatched: number; attachments: number; files: number }> {
  const total = { unmatched: 0, attachments: 0, files: 0 };
  for (;;) {
    const done = await storage.retention.pruneInboundBatch(days, batch);
    total.unmatched += done.unmatched;
    total.attachments += done.attachments;
    if (done.unmatched < batch && done.attachments < batch) break;
  }
  if (inboxDir) total.files = await pruneInboxCopies(inboxDir, days);
  return total;
}

/** Once a day, as the other retention sweeps. */
export function scheduleInboundRetention(storage: { retention: Pick<RetentionStorage, "pruneInboundBatch"> }, days: number, inboxDir: string | undefined, logger: Pick<Logger, "info" | "warn">): () => void {
  return scheduleDaily(
    () =>
      void pruneInbound(storage, days, inboxDir).then(
        (pruned) => (pruned.unmatched || pruned.attachments || pruned.files) && logger.info({ ...pruned, days }, "inbound mail past retention deleted"),
        (err) => logger.warn({ err }, "inbound mail retention failed"),
      ),
  );
}
