import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { emptyPostgresDatabase } from "./database";
import { freePort } from "./free-port";
import { requiredEnquiry } from "./enquiry-body";
import { listensOn } from "./port-owner";
import { apiPaths } from "@shared/api-paths";

export interface RunningServer {
  url: string;
  proc: ChildProcess;
  /** Sends SIGTERM and resolves with the exit code and how long the exit took. */
  stop(): Promise<{ code: number | null; ms: number }>;
  /** SIGKILL, as a crash or power cut would: no shutdown code runs. */
  kill(): Promise<void>;
  output(): string;
}

/**
 * Spawns the production server (`npm run build` first) without waiting for it; on env.PORT when
 * given (a restart on the same address), else on a free port.
 */
export async function spawnServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string; output(): string }> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let out = "";
  const proc = spawn(process.execPath, [path.resolve("dist/server/index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      BOOKING_RATE_LIMIT: "100000000",
      // Every enquiry here writes from example.com: past the daily ceiling per domain its
      // acknowledgement is held, and the enquiry is stored all the same.
      ACK_DOMAIN_DAILY_CAP: "200",
      LOGIN_RATE_LIMIT: "1000",
      SESSION_SECRET: "fault-tests-fault-tests-fault-tests-12",
      // Without SMTP_URL every enquiry's e-mails become files: keep them out of the work tree.
      MAIL_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ilj-mail-")),
      // Photos too: the default (.data/media) is the work tree's, which may hold another run's.
      MEDIA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ilj-media-")),
      // One data key for every test server, kept out of the work tree in a folder of its own; a restart opens what it sealed.
      DATA_KEY_FILE: path.join(os.tmpdir(), "ilj-test-keys", "data.key"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout!.on("data", (d) => (out += d));
  proc.stderr!.on("data", (d) => (out += d));
  return { proc, url: `http://127.0.0.1:${port}`, output: () => out };
}

/** Starts the production server (`npm run build` first) and waits until /api/health answers. */
export async function startServer(env: Record<string, string>, startTimeoutMs = 30_000): Promise<RunningServer> {
  const deadline = Date.now() + startTimeoutMs;
  let started = await spawnServer(env);
  for (;;) {
    const { proc, url, output } = started;
    if (proc.exitCode !== null) {
      // The free port was taken by another process before ours bound it: again on another port,
      // unless the test asked for this one.
      if (!env.PORT && output().includes("EADDRINUSE") && Date.now() < deadline) {
        started = await spawnServer(env);
        continue;
      }
      throw new Error(`server exited: ${output()}`);
    }
    try {
      // Answered by our process, not by another that took the port while ours started.
      if ((await fetch(`${url}${apiPaths.health.href()}`)).ok && listensOn(proc.pid!, Number(new URL(url).port))) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const { proc, url, output } = started;
  return {
    url,
    proc,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve({ code: proc.exitCode, ms: 0 });
        const t0 = Date.now();
        proc.once("exit", (code) => resolve({ code, ms: Date.now() - t0 }));
        proc.kill("SIGTERM");
      }),
    kill: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGKILL");
      }),
  };
}

/** Runs `task` with at most `concurrency` at a time over `count` items; never more than `ms` in all. */
export async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const PG_BIN = "/usr/lib/postgresql/15/bin";

/**
 * A throwaway PostgreSQL server of our own (initdb in a temp dir, its own port), so a test can stop
 * and start the database without touching the machine's server. Runs as the postgres system user
 * when started as root, since PostgreSQL refuses to run as root.
 */
export async function ownPostgres(): Promise<{ url: string; stop(): void; start(): void; destroy(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-pg-"));
  const port = await freePort();
  const asPg = (cmd: string, args: string[]) => {
    const isRoot = process.getuid?.() === 0;
    return isRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", `${PG_BIN}/${cmd}`, ...args], { stdio: "pipe" })
      : execFileSync(`${PG_BIN}/${cmd}`, args, { stdio: "pipe" });
  };
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  asPg("initdb", ["-D", dir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const start = () =>
    asPg("pg_ctl", ["-D", dir, "-w", "-l", path.join(dir, "log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  const stop = () => asPg("pg_ctl", ["-D", dir, "-w", "-m", "fast", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The i-th of many enquiries from different visitors, varied the way real traffic varies. */
export function enquiry(i: number): Record<string, unknown> {
  return requiredEnquiry({
    firstName: `Load${i}`,
    lastName: `Tester ${i % 13}`,
    email: `load.${i}@example.com`,
    phone: `+91 90${String(i).padStart(8, "0")}`,
    country: ["India", "Japan", "Germany", "USA"][i % 4],
    state: i % 4 === 0 ? "Kerala" : null,
    tripType: i % 2 ? "international" : "retreat",
    tripCategory: i % 2 ? "Digital Nomad Journeys" : "Family Reconnection Retreats",
    groupSize: (i % 6) + 1,
    preferredDates: i % 3 ? "January 9, 2027" : null,
    specialRequests: `Request ${i} ${"ü€😀".repeat(i % 5)}x`,
    whyThisTrip: i % 7 ? `Because ${i}` : null,
    travelExperience: "first-time",
  });
}

export async function postEnquiry(url: string, body: unknown, timeoutMs = 10_000) {
  const t0 = Date.now();
  try {
    const res = await fetch(`${url}${apiPaths.enquiries.href()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = await res.json().catch(() => null);
    return { status: res.status, ms: Date.now() - t0, body: json as Record<string, unknown> | null, error: undefined as string | undefined };
  } catch (err) {
    return { status: 0, ms: Date.now() - t0, body: null, error: (err as Error).cause ? String((err as { cause: unknown }).cause) : String(err) };
  }
}

/**
 * `count` production servers on one new, empty PostgreSQL database for the tests of one `describe`,
 * started side by side before them, as the processes of one deployment. After them, what the tests
 * put in `opened` (event streams, say) is closed, the servers then in `servers` are stopped and the
 * database is dropped.
 */
export function useServersOnFreshPostgres(
  count: number,
  env: Record<string, string> = {},
): { servers: RunningServer[]; readonly databaseUrl: string; readonly opened: { close(): void }[] } {
  const fixture = { servers: [] as RunningServer[], databaseUrl: "", opened: [] as { close(): void }[] };
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
  beforeAll(async () => {
    db = await emptyPostgresDatabase();
    fixture.databaseUrl = db.url;
    fixture.servers = await Promise.all(Array.from({ length: count }, () => startServer({ DATABASE_URL: db!.url, ...env })));
  });
  afterAll(async () => {
    for (const o of fixture.opened) o.close();
    await Promise.all(fixture.servers.map((s) => s?.stop()));
    await db?.drop();
  });
  return fixture;
}

/** The production server on a new, empty PostgreSQL database for the tests of one `describe`. */
export function useServerOnFreshPostgres(env: Record<string, string> = {}): { readonly server: RunningServer; readonly databaseUrl: string } {
  const fresh = useServersOnFreshPostgres(1, env);
  return {
    get server() {
      return fresh.servers[0];
    },
    get databaseUrl() {
      return fresh.databaseUrl;
    },
  };
}
