import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DbLockedError, STALE_MS, lockDataDir, ownerAlive } from "../../../server/db/lock";
import { openDatabase } from "../../../server/db";

const dirs: string[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-lock-"));
  dirs.push(d);
  return path.join(d, "pglite");
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A PID that certainly runs no process any more: a child that has exited and been reaped. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString() as unknown as number;
}

/** What a holder killed with SIGKILL leaves: the lock directory, aged, and the owner file. */
function leaveStaleLock(dir: string, owner: Record<string, unknown>, ageMs: number) {
  fs.mkdirSync(`${dir}.lock`, { recursive: true });
  const t = new Date(Date.now() - ageMs);
  fs.utimesSync(`${dir}.lock`, t, t);
  fs.writeFileSync(`${dir}.lock.owner.json`, JSON.stringify({ host: os.hostname(), since: t.toISOString(), command: "index.js", ...owner }));
}

describe("the PGLITE_DIR lock", () => {
  it("when the directory is locked, then a second lock is refused at once with one line naming the directory and the PID", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    const t0 = Date.now();
    const err = await lockDataDir(dir).catch((e) => e);
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(err).toBeInstanceOf(DbLockedError);
    expect(err.message).toContain(dir);
    expect(err.message).toContain(`process ${process.pid}`);
    expect(err.message.split("\n")).toHaveLength(1);
    await lock.release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    expect(fs.existsSync(`${dir}.lock.owner.json`)).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
  });

  it("when openDatabase opens a PGlite directory, then it holds the lock until close; in-memory PGlite takes none", async () => {
    const dir = tempDir();
    const db = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(DbLockedError);
    await db.close();
    const mem = await openDatabase({ pgliteDir: "memory://" });
    expect(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith("memory:"))).toEqual([]);
    await mem.close();
    const reopened = await openDatabase({ pgliteDir: dir });
    await reopened.close();
  }, 120_000);

  it("when the holder died and its lock has gone stale, then the lock is taken over at once", async () => {
    const dir = tempDir();
    leaveStaleLock(dir, { pid: Number(deadPid()) }, STALE_MS + 5_000);
    const t0 = Date.now();
    const lock = await lockDataDir(dir);
    // Not waiting for the lock to age: it already has.
    expect(Date.now() - t0).toBeLessThan(STALE_MS / 2);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock.owner.json`, "utf8")).pid).toBe(process.pid);
    await lock.release();
  });

  it("when the holder died a moment ago, then the lock is taken over once it goes stale, after a warning", async () => {
    const dir = tempDir();
    leaveStaleLock(dir, { pid: Number(deadPid()) }, STALE_MS - 2_000);
    let warned = 0;
    const t0 = Date.now();
    const lock = await lockDataDir(dir, { onWaitStale: () => warned++ });
    const waited = Date.now() - t0;
    expect(warned).toBe(1);
    expect(waited).toBeGreaterThan(1_000);
    expect(waited).toBeLessThan(STALE_MS);
    await lock.release();
  });

  it("when the recorded PID now belongs to another process (PID reuse), then that process is not taken for the holder", () => {
    // This test runner's parent runs, but it started at another time than the owner file says.
    const other = { pid: process.ppid, host: os.hostname(), startTicks: "1", since: "", command: "index.js" };
    expect(ownerAlive(other)).toBe(process.platform !== "linux");
    expect(ownerAlive({ ...other, pid: Number(deadPid()) })).toBe(false);
    expect(ownerAlive({ ...other, pid: process.pid, startTicks: undefined })).toBe(true);
  });

  it("when the lock is lost while held, then the holder is told (and the server stops rather than keep writing)", async () => {
    const dir = tempDir();
    let lost: Error | undefined;
    const lock = await lockDataDir(dir, { onCompromised: (e) => (lost = e) });
    fs.rmSync(`${dir}.lock`, { recursive: true });
    for (let i = 0; i < 100 && !lost; i++) await new Promise((r) => setTimeout(r, 100));
    expect(lost).toBeDefined();
    await lock.release();
  });
});
