import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { backupFileName, startBackups, writeBackup } from "../../../server/jobs/backup";
import { openDatabase, type Database } from "../../../server/db";
import { createLogger } from "../../../server/core/logger";

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-backup-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Waits (up to 5 s) for the start backup to be under way. */
async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

const fakeDump = (text: string) => async () => new Blob([text]);

describe("backups", () => {
  it("when backups are written past BACKUP_KEEP, then only the newest BACKUP_KEEP remain, gzipped, with no temp file left", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    for (let day = 1; day <= 5; day++) await writeBackup(fakeDump(`day ${day}`), dir, 3, new Date(Date.UTC(2026, 0, day)));
    const left = fs.readdirSync(dir).sort();
    expect(left).toEqual(["notes.txt", ...[3, 4, 5].map((d) => backupFileName(new Date(Date.UTC(2026, 0, d))))]);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, left[3]))).toString()).toBe("day 5");
  });

  it("when the dump fails, then no backup file and no temp file is left", async () => {
    const dir = tempDir();
    const failing = async (): Promise<Blob> => {
      throw new Error("disk on fire");
    };
    await expect(writeBackup(failing, dir, 3)).rejects.toThrow("disk on fire");
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("when the server starts on PGlite, then a backup is written at once and one more on request, and a dead process's temp file is removed", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".pglite-2026-01-01T00-00-00-000Z.tar.gz.999.tmp"), "half");
    const database = await openDatabase({ pgliteDir: "memory://" });
    const backups = startBackups({ database, dir, keep: 7, logger: createLogger("silent") });
    await backups.runNow("test");
    await backups.stop();
    await database.close();
    const files = fs.readdirSync(dir);
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(files.filter((f) => f.endsWith(".tar.gz"))).toHaveLength(2);
  }, 60_000);

  it("when a backup is asked for while one is being written, then one more is written after it, holding what came since, and requests meanwhile share it", async () => {
    const dir = tempDir();
    let state = "at start";
    const dumps: string[] = [];
    let letStartFinish!: () => void;
    const startHeld = new Promise<void>((r) => (letStartFinish = r));
    const dumpDataDir = async () => {
      const seen = state;
      dumps.push(seen);
      if (dumps.length === 1) await startHeld;
      return new Blob([seen]);
    };
    const database = { kind: "pglite", dumpDataDir } as unknown as Database;
    const backups = startBackups({ database, dir, keep: 7, logger: createLogger("silent") });
    await until(() => dumps.length === 1);
    expect(dumps).toEqual(["at start"]);

    state = "an enquiry stored after the start backup began";
    const asked = backups.runNow("SIGUSR2");
    const askedAgain = backups.runNow("SIGUSR2");
    letStartFinish();
    const [first, second] = await Promise.all([asked, askedAgain]);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(dumps).toEqual(["at start", "an enquiry stored after the start backup began"]);
    expect(zlib.gunzipSync(fs.readFileSync(first!.file)).toString()).toBe("an enquiry stored after the start backup began");
    await backups.stop();
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tar.gz"))).toHaveLength(2);
  });

  it("when the server stops while a backup is being written and another is asked for, then it waits for the one under way and writes no other", async () => {
    const dir = tempDir();
    let calls = 0;
    let letStartFinish!: () => void;
    const startHeld = new Promise<void>((r) => (letStartFinish = r));
    const dumpDataDir = async () => {
      calls++;
      await startHeld;
      return new Blob(["x"]);
    };
    const database = { kind: "pglite", dumpDataDir } as unknown as Database;
    const backups = startBackups({ database, dir, keep: 7, logger: createLogger("silent") });
    await until(() => calls === 1);
    const asked = backups.runNow("SIGUSR2");
    const stopped = backups.stop();
    letStartFinish();
    await stopped;
    expect(await asked).toBeUndefined();
    expect(calls).toBe(1);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tar.gz"))).toHaveLength(1);
  });

  it("when the database is PostgreSQL or BACKUP_KEEP is 0, then no backup is written", async () => {
    const dir = tempDir();
    const postgres = { kind: "postgres" } as Database;
    const b = startBackups({ database: postgres, dir: path.join(dir, "pg"), keep: 7, logger: createLogger("silent") });
    expect(await b.runNow("test")).toBeUndefined();
    await b.stop();
    const pglite = { kind: "pglite", dumpDataDir: fakeDump("x") } as unknown as Database;
    const off = startBackups({ database: pglite, dir: path.join(dir, "off"), keep: 0, logger: createLogger("silent") });
    expect(await off.runNow("test")).toBeUndefined();
    await off.stop();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
