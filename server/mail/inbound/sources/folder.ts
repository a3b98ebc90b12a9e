import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../../logger";
import type { StoreResult } from "../../../storage";

export interface FolderSourceOptions {
  dir: string;
  /** Stores one raw message (storeRawMail). */
  store(raw: Buffer): Promise<StoreResult>;
  logger: Logger;
  pollMs?: number;
}

export interface MailSource {
  /** Reads what is waiting now (tests and the benchmark call it; the timer calls it too). */
  readNow(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * `.eml` files dropped into MAIL_INBOX_DIR, read in name order and moved to `processed/` once
 * stored. A file that can't be read is moved to `failed/` so it is kept and never blocks the rest.
 * A restart between storing and moving reads the file again; the store step knows its Message-ID.
 */
export function startFolderSource(o: FolderSourceOptions): MailSource {
  const processed = path.join(o.dir, "processed");
  const failed = path.join(o.dir, "failed");
  const log = o.logger.child({ component: "inbox-folder" });
  let running: Promise<number> | undefined;
  let stopped = false;

  async function once(): Promise<number> {
    await fs.mkdir(processed, { recursive: true });
    const names = (await fs.readdir(o.dir)).filter((n) => n.toLowerCase().endsWith(".eml")).sort();
    let stored = 0;
    for (const name of names) {
      if (stopped) break;
      const file = path.join(o.dir, name);
      let raw: Buffer;
      try {
        raw = await fs.readFile(file);
      } catch {
        continue; // Another process moved it.
      }
      try {
        const r = await o.store(raw);
        if (r.stored) stored++;
        log.info({ file: name, ...(r.stored ? { messageRowId: r.id, bookingId: r.bookingId, kind: r.kind } : { skipped: r.reason }) }, "inbox file read");
        await fs.rename(file, path.join(processed, name)).catch(() => {});
      } catch (err) {
        log.error({ file: name, err }, "inbox file could not be stored; moved to failed/");
        await fs.mkdir(failed, { recursive: true });
        await fs.rename(file, path.join(failed, name)).catch(() => {});
      }
    }
    return stored;
  }

  const readNow = (): Promise<number> => {
    running ??= once().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void readNow().catch((err) => log.warn({ err }, "reading the inbox folder failed")), o.pollMs ?? 2_000);
  timer.unref();
  void readNow().catch((err) => log.warn({ err }, "reading the inbox folder failed"));
  return {
    readNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
