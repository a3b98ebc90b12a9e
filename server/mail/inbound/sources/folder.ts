import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../../core/logger";
import type { StoreResult } from "../store-incoming";
import { MAX_MESSAGE_BYTES, TOO_LARGE_KEEP } from "../limits";

/** The file, or only its first megabyte when it is over the size limit; undefined when it is gone. */
async function readCapped(file: string): Promise<{ raw: Buffer; size: number } | undefined> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, "r");
  } catch {
    return undefined;
  }
  try {
    const { size } = await handle.stat();
    if (size <= MAX_MESSAGE_BYTES) return { raw: await handle.readFile(), size };
    const head = Buffer.alloc(TOO_LARGE_KEEP);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return { raw: head.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}

export interface FolderSourceOptions {
  dir: string;
  /** Stores one raw message (storeRawMail); `size` is the whole file's when `raw` is only its start. */
  store(raw: Buffer, size: number): Promise<StoreResult>;
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
 * stored. A file that can't be read (or is over 40 MB: only its start is read) is listed as could
 * not be read and moved to `failed/`, so it is kept and never blocks the rest. A restart between
 * storing and moving reads the file again; the store step knows its Message-ID.
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
      const read = await readCapped(file);
      if (!read) continue; // Another process moved it.
      let r: StoreResult;
      try {
        r = await o.store(read.raw, read.size);
      } catch (err) {
        // The database did not answer: the file stays where it is and is read again next time.
        log.error({ file: name, err }, "inbox file could not be stored; will retry");
        break;
      }
      if (r.stored) stored++;
      log.info({ file: name, ...(r.stored ? { messageRowId: r.id, bookingId: r.bookingId, kind: r.kind } : { skipped: r.reason }) }, "inbox file read");
      // A message that could not be read is kept in failed/ (its start is in the database, listed as could not be read).
      const to = r.stored && r.kind === "unreadable" ? failed : processed;
      await fs.mkdir(to, { recursive: true });
      await fs.rename(file, path.join(to, name)).catch(() => {});
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
