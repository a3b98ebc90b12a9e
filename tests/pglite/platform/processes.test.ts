// The embedded database (PGlite) against real server processes: one process per PGLITE_DIR, what a
// crash leaves, and backups restored with the db:restore command. Needs `npm run build` (the harness
// starts dist/server/index.js; the commands run from dist/server too).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db";
import { lockDataDir } from "../../../server/db/lock";
import { createStorage } from "../../../server/storage";
import { enquiry, postEnquiry, spawnServer, startServer, type RunningServer } from "../../support/server-process";
import { systemClock } from "../../../server/core/clock";
import { apiPaths } from "@shared/api-paths";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-pglite-proc-"));
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.kill()));
  fs.rmSync(root, { recursive: true, force: true });
});

let n = 0;
function place() {
  const dir = path.join(root, `case-${++n}`);
  return { dir, env: { PGLITE_DIR: path.join(dir, "pglite"), BACKUP_DIR: path.join(dir, "backups") } };
}
async function start(env: Record<string, string>) {
  // After a SIGKILL the lock is taken over once it is stale (up to STALE_MS): more than the usual 30 s
  // start allowance on a busy machine.
  const s = await startServer(env, 90_000);
  running.push(s);
  return s;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends enquiries one after another; answers the ids of those acknowledged with 201. */
async function send(url: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = await postEnquiry(url, enquiry(1000 * n + i));
    // On a failure, say why: the fetch's error and what the server printed.
    const server = running.find((s) => s.url === url);
    expect(r.status, `${r.error ?? ""} ${server ? `exit ${server.proc.exitCode ?? server.proc.signalCode}: ${server.output()}` : ""}`).toBe(201);
    ids.push(r.body!.id as number);
  }
  return ids;
}

/** `concurrency` clients sending enquiries until `stop()`; every answer is kept with its time. */
function load(url: string, concurrency = 20) {
  const acks: { id: number; at: number }[] = [];
  let stopped = false;
  let i = 0;
  const clients = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const r = await postEnquiry(url, enquiry(i++), 5_000);
      if (r.status === 201) acks.push({ id: r.body!.id as number, at: Date.now() });
      else if (r.status === 0) await sleep(20);
    }
  });
  return {
    acks,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
      return acks;
    },
  };
}

/** Opens the directory as the server would (taking its lock) and lists the booking ids. */
async function bookingIds(pgliteDir: string): Promise<Set<number>> {
  const database = await openDatabase({ pgliteDir });
  try {
    const result = (await database.db.execute(sql`select id from bookings`)) as unknown as { rows: { id: number }[] };
    return new Set(result.rows.map((r) => r.id));
  } finally {
    await database.close();
  }
}

function command(script: "user-add" | "db-restore", args: string[], env: Record<string, string>, input = "") {
  const r = spawnSync(process.execPath, [path.resolve(`dist/server/${script}.js`), ...args], {
    // MEDIA_DIR out of the work tree, as the servers' (tests/support/server-process.ts): a restore puts photos back there.
    env: { ...process.env, LOG_LEVEL: "warn", MEDIA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ilj-media-")), ...env },
    input,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const missing = (ids: Iterable<number>, stored: Set<number>) => [...ids].filter((id) => !stored.has(id));

describe("one process per PGLITE_DIR", () => {
  it("when a second server starts on the same PGLITE_DIR, then it exits non-zero with one line naming the directory and the PID, the first keeps answering, and every row is there afterwards", async () => {
    const { env } = place();
    const a = await start(env);
    const ids = await send(a.url, 20);

    const b = await spawnServer(env);
    const t0 = Date.now();
    const code = await new Promise<number | null>((resolve) => b.proc.once("exit", resolve));
    const lines = b.output().trim().split("\n");
    console.log(`second process: exit ${code} after ${Date.now() - t0} ms: ${lines[0]}`);
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(env.PGLITE_DIR);
    expect(lines[0]).toContain(`process ${a.proc.pid}`);

    ids.push(...(await send(a.url, 5)));
    expect((await a.stop()).code).toBe(0);
    const c = await start(env);
    ids.push(...(await send(c.url, 1)));
    expect((await c.stop()).code).toBe(0);
    const stored = await bookingIds(env.PGLITE_DIR);
    expect(missing(ids, stored)).toEqual([]);
    expect(stored.size).toBe(ids.length);
  });

  it("when user:add runs while the server holds PGLITE_DIR, then it is refused with what to do, and the database is intact", async () => {
    const { env } = place();
    const a = await start(env);
    const ids = await send(a.url, 3);
    const r = command("user-add", ["eve"], env, "a-long-enough-password\n");
    console.log(`user:add beside the server: exit ${r.code}: ${r.stderr.trim()}`);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`process ${a.proc.pid}`);
    expect(r.stderr).toMatch(/Stop the server/);
    ids.push(...(await send(a.url, 2)));
    expect((await a.stop()).code).toBe(0);

    expect(missing(ids, await bookingIds(env.PGLITE_DIR))).toEqual([]);
    // With the server stopped, the same command works.
    const ok = command("user-add", ["eve"], env, "a-long-enough-password\n");
    expect(ok.code).toBe(0);
    const database = await openDatabase({ pgliteDir: env.PGLITE_DIR });
    expect(await createStorage(database.db, systemClock).users.getUserByUsername("eve")).toBeDefined();
    await database.close();
  });

  it("when the server is killed (SIGKILL) and started again, then the lock it left is taken over and the server starts", async () => {
    const { env } = place();
    const a = await start(env);
    const ids = await send(a.url, 3);
    await a.kill();
    expect(fs.existsSync(`${env.PGLITE_DIR}.lock`)).toBe(true);
    const t0 = Date.now();
    const b = await start(env);
    console.log(`restart after SIGKILL: answering after ${Date.now() - t0} ms`);
    ids.push(...(await send(b.url, 1)));
    expect((await b.stop()).code).toBe(0);
    expect(missing(ids, await bookingIds(env.PGLITE_DIR))).toEqual([]);
  });

  it("when the server is killed (SIGKILL) under load and started again, then every acknowledged enquiry is there", async () => {
    const { env } = place();
    const a = await start(env);
    const l = load(a.url);
    await sleep(3_000);
    await a.kill();
    const acks = await l.stop();
    const b = await start(env);
    await b.stop();
    const stored = await bookingIds(env.PGLITE_DIR);
    console.log(`SIGKILL under load: ${acks.length} acknowledged, ${stored.size} stored`);
    expect(acks.length).toBeGreaterThan(0);
    expect(missing(acks.map((x) => x.id), stored)).toEqual([]);
  });
});

describe("backups of PGLITE_DIR", () => {
  it("when a backup is asked for (SIGUSR2) while the server is still opening its database, then the server starts all the same and writes it after the one at start", async () => {
    const { env } = place();
    const { proc, url, output } = await spawnServer(env);
    running.push({ url, proc, output, stop: async () => ({ code: null, ms: 0 }), kill: async () => void proc.kill("SIGKILL") });
    // The data folder appears as the server begins to open it: long before it listens.
    for (let i = 0; i < 3000 && !fs.existsSync(env.PGLITE_DIR) && proc.exitCode === null; i++) await sleep(10);
    proc.kill("SIGUSR2");
    let healthy = false;
    for (let i = 0; i < 900 && !healthy && proc.exitCode === null && proc.signalCode === null; i++) {
      healthy = await fetch(`${url}${apiPaths.health.href()}`).then((r) => r.ok, () => false);
      if (!healthy) await sleep(100);
    }
    expect({ healthy, exit: proc.exitCode ?? proc.signalCode }, output()).toEqual({ healthy: true, exit: null });
    const backups = () => (fs.existsSync(env.BACKUP_DIR) ? fs.readdirSync(env.BACKUP_DIR).filter((f) => f.endsWith(".tar.gz")) : []);
    for (let i = 0; i < 600 && backups().length < 2; i++) await sleep(100);
    expect(backups()).toHaveLength(2);
    const stopped = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGTERM");
    expect(await stopped).toBe(0);
  });

  it("when a backup is taken under load and restored with db:restore into a fresh directory, then it holds every enquiry acknowledged before the backup began", async () => {
    const { dir, env } = place();
    const a = await start(env);
    const backups = () => (fs.existsSync(env.BACKUP_DIR) ? fs.readdirSync(env.BACKUP_DIR).filter((f) => f.endsWith(".tar.gz")) : []);
    // The backup written at start.
    for (let i = 0; i < 600 && backups().length === 0; i++) await sleep(100);
    expect(backups()).toHaveLength(1);

    const l = load(a.url);
    await sleep(2_000);
    const began = Date.now();
    a.proc.kill("SIGUSR2");
    for (let i = 0; i < 600 && backups().length < 2; i++) await sleep(50);
    await sleep(500);
    const acks = await l.stop();
    expect((await a.stop()).code).toBe(0);
    const file = path.join(env.BACKUP_DIR, backups().sort().at(-1)!);
    const before = acks.filter((x) => x.at < began).map((x) => x.id);

    const target = { PGLITE_DIR: path.join(dir, "restored") };
    // Refused while another process holds the target directory.
    const held = await lockDataDir(target.PGLITE_DIR);
    const refused = command("db-restore", [file], target);
    await held.release();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`process ${process.pid}`);
    expect(fs.existsSync(target.PGLITE_DIR)).toBe(false);

    const r = command("db-restore", [file], target);
    console.log(`restore: ${r.stdout.trim()}`);
    expect(r.code).toBe(0);
    const stored = await bookingIds(target.PGLITE_DIR);
    console.log(`backup under load: ${before.length} acknowledged before it began, ${acks.length} in all, ${stored.size} in the backup`);
    expect(before.length).toBeGreaterThan(0);
    expect(missing(before, stored)).toEqual([]);
    expect(r.stdout).toContain(`${stored.size} bookings`);

    // Restoring over an existing directory keeps that directory aside instead of deleting it.
    const again = command("db-restore", [file], target);
    expect(again.code).toBe(0);
    const aside = fs.readdirSync(dir).filter((f) => f.startsWith("restored.before-restore-"));
    expect(aside).toHaveLength(1);
    expect(missing(stored, await bookingIds(path.join(dir, aside[0])))).toEqual([]);
    // And a file that is not a backup leaves PGLITE_DIR as it was.
    const junk = path.join(dir, "junk.tar.gz");
    fs.writeFileSync(junk, "not a backup");
    const bad = command("db-restore", [junk], target);
    expect(bad.code).toBe(1);
    expect(missing(stored, await bookingIds(target.PGLITE_DIR))).toEqual([]);
  });
});
