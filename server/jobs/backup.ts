/**
 * Backups of the embedded database, written by the process that holds it (so no second process
 * ever reads files being written): one at start, then daily, and on SIGUSR2. Each is a gzipped
 * tarball of the data directory (PGlite's dumpDataDir), written under a temporary name and renamed,
 * so a half-written file is never taken for a backup. The newest BACKUP_KEEP are kept.
 * With DATABASE_URL (PostgreSQL) nothing is written here: use pg_dump (see the README).
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Database } from "../db";
import type { Logger } from "../core/logger";
import { OWNER_FILE, ownerFolder } from "../core/owner-only";
import { backupMedia, pruneMediaBackups } from "../media/media-backup";

export const DAY_MS = 24 * 60 * 60 * 1000;
const NAME = /^pglite-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;
const TEMP = /^\.pglite-.*\.tmp$/;
const gzip = promisify(zlib.gzip);

/** pglite-2026-11-22T19-45-23-123Z.tar.gz: names sort by time, and contain no ':' (Windows, scp). */
export function backupFileName(at: Date): string {
  return `pglite-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

/** Of the names in a backup directory, the backups to delete so that the newest `keep` remain. */
export function backupsToDelete(names: string[], keep: number): string[] {
  return names
    .filter(isBackupName)
    .sort()
    .reverse()
    .slice(Math.max(0, keep));
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  startedAt: string;
  deleted: string[];
}

/** Writes one backup into `dir` and deletes the oldest beyond `keep`. */
export async function writeBackup(dump: () => Promise<Blob>, dir: string, keep: number, now = new Date()): Promise<BackupResult> {
  const t0 = performance.now();
  await ownerFolder(dir);
  const name = backupFileName(now);
  const file = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  // Compressed on a libuv worker thread, so the event loop (the enquiries) stays free. One output
  // chunk for the whole file: with zlib's 16 kB default, each chunk waits for a turn of a busy event
  // loop, and a backup under load took a minute instead of seconds. Level 1: the fastest, and only
  // about 10% larger than level 6 on this data.
  const tar = new Uint8Array(await (await dump()).arrayBuffer());
  const gz = await gzip(tar, { level: 1, chunkSize: Math.max(64 * 1024, tar.byteLength + 1024) });
  try {
    // The database whole, visitors' data and sealed values included: its owner's alone.
    const handle = await fs.promises.open(temp, "wx", OWNER_FILE);
    try {
      await handle.writeFile(gz);
      // On disk before the rename, so a crash never leaves a backup's name over partial data.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, file);
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    throw err;
  }
  await syncDir(dir);
  const deleted = backupsToDelete(await fs.promises.readdir(dir), keep);
  for (const old of deleted) await fs.promises.rm(path.join(dir, old), { force: true });
  return { file, bytes: gz.byteLength, ms: Math.round(performance.now() - t0), startedAt: now.toISOString(), deleted };
}

/** Makes the rename itself durable (a no-op where directories cannot be opened, as on Windows). */
async function syncDir(dir: string) {
  try {
    const h = await fs.promises.open(dir, "r");
    await h.sync().finally(() => h.close());
  } catch {
    /* best effort */
  }
}

/** Temporary files left by a process that died mid-backup. */
function removeLeftovers(dir: string) {
  try {
    for (const name of fs.readdirSync(dir)) if (TEMP.test(name)) fs.rmSync(path.join(dir, name), { force: true });
  } catch {
    /* no directory yet */
  }
}

export interface Backups {
  /**
   * Writes a backup now; while one is being written, writes one more after it (requests meanwhile
   * share it), so the backup answered always began after the request. Never throws: failures are
   * logged.
   */
  runNow(reason: string): Promise<BackupResult | undefined>;
  /** Stops the schedule and waits for a backup in progress; one only queued is not written. */
  stop(): Promise<void>;
}

export interface BackupOptions {
  database: Database;
  dir: string;
  keep: number;
  logger: Logger;
  intervalMs?: number;
  /**
   * Asked before each backup: finishes what pending erasures it can and answers false while one is
   * still pending, and then no backup is written (it would hold the erased data).
   */
  noErasurePending?: () => Promise<boolean>;
  /** MEDIA_DIR: its photos are put beside each backup (server/media/media-backup.ts). */
  mediaDir?: string;
}

export function startBackups(opts: BackupOptions): Backups {
  const { database, dir, keep, logger } = opts;
  const dump = database.dumpDataDir;
  if (database.kind !== "pglite" || !dump || keep === 0) {
    if (database.kind === "pglite") logger.info("BACKUP_KEEP=0: no backups of the embedded database are written");
    return { runNow: async () => undefined, stop: async () => {} };
  }
  removeLeftovers(dir);
  let running: Promise<BackupResult | undefined> | undefined;
  let queued: Promise<BackupResult | undefined> | undefined;
  let stopped = false;
  const once = (reason: string) =>
    (opts.noErasurePending?.() ?? Promise.resolve(true))
      .then(async (clear) => {
        if (!clear) throw new Error("an erasure is pending: no backup is written until its data has left the disk");
        const now = new Date();
        // The photos before the dump and again after it, so every photo the dump names is beside it.
        if (opts.mediaDir) await backupMedia(opts.mediaDir, path.join(dir, backupFileName(now)));
        const r = await writeBackup(dump, dir, keep, now);
        if (opts.mediaDir) {
          await backupMedia(opts.mediaDir, r.file);
          await pruneMediaBackups(dir);
        }
        return r;
      })
      .then((r) => {
        logger.info({ reason, ...r }, `backup written: ${r.file}`);
        return r;
      })
      .catch((err) => {
        logger.error({ err, reason, dir }, "backup failed");
        return undefined;
      });
  const runNow = (reason: string): Promise<BackupResult | undefined> => {
    if (stopped) return Promise.resolve(undefined);
    if (!running) {
      running = once(reason).finally(() => {
        running = undefined;
      });
      return running;
    }
    // The backup under way began before this request and may miss what was written since: one more
    // follows it, shared by every request that comes meanwhile.
    queued ??= running.then(() => {
      queued = undefined;
      if (stopped) {
        logger.warn({ reason }, "backup asked for during shutdown not written");
        return undefined;
      }
      return runNow(reason);
    });
    return queued;
  };
  const timer = setInterval(() => void runNow("daily"), opts.intervalMs ?? DAY_MS);
  timer.unref();
  void runNow("start");
  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await queued;
    },
  };
}
