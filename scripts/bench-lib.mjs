// What the benchmark scripts share: free ports, throwaway PostgreSQL databases, the production
// server as a child process with its data and mail kept in a temporary folder, and load runs with
// exact percentiles. Several people may run benchmarks on one machine at once, so nothing here uses
// a fixed port, database name or folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { tsImport } from "tsx/esm/api";

// The enquiry builder is the tests' own TypeScript; most benchmarks run under plain node, so it is loaded through tsx.
const { requiredEnquiry } = await tsImport("../tests/support/enquiry-body.ts", import.meta.url);

export const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A new, empty database on the benchmark's PostgreSQL server; `drop()` removes it. */
export async function throwawayDatabase(adminUrl = ADMIN_DATABASE_URL) {
  const name = `bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** The address without credentials, for printing. */
    shown: url.toString().replace(/\/\/.*@/, "//"),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
    /** Leaves the database in place (for EXPLAIN after a run). */
    async keep() {
      await admin.end();
    },
  };
}

/**
 * The production build's server on a free port. Its embedded database (unless DATABASE_URL is given),
 * mail files and backups go to a temporary folder removed by `stop()`, so a benchmark leaves nothing
 * in the working tree. `stdout`/`stderr` are passed to spawn (a file descriptor keeps the log).
 */
export async function startProduct({ dist = "dist", env = {}, stdout = "ignore", stderr = "inherit", wait = true, nodeArgs = [] } = {}) {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-bench-"));
  const child = spawn(process.execPath, [...nodeArgs, path.join(dist, "server/index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: "",
      PGLITE_DIR: path.join(tmp, "pglite"),
      MAIL_DIR: path.join(tmp, "mail"),
      BACKUP_DIR: path.join(tmp, "backups"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", stdout, stderr],
  });
  const base = `http://127.0.0.1:${port}`;
  const product = {
    child,
    base,
    port,
    tmp,
    waitUntilHealthy: () => waitUntilHealthy(base, child),
    async stop() {
      await stopChild(child);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
  if (wait) await product.waitUntilHealthy();
  return product;
}

/** Resolves once GET /api/health answers 200; rejects if the process exits or a minute passes. */
export async function waitUntilHealthy(base, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    if (Date.now() > until) throw new Error(`${base} did not become healthy`);
    await sleep(100);
  }
}

/** SIGTERM, then waits for the exit (SIGKILL after `graceMs`), so its database can be dropped. */
export function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** A node child process that prints `ready` on stdout when it can take requests. */
export function startNode(args, env, ready) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => d.toString().includes(ready) && resolve(child));
    child.once("exit", (c) => reject(new Error(`${args.join(" ")} exited ${c}`)));
  });
}

const CLOCK_TICKS = 100;
/**
 * A process's parent and the CPU seconds (user + system) it has used, from /proc (Linux);
 * undefined elsewhere or once it has ended. Read after the command's closing parenthesis, since
 * the command may hold spaces.
 */
function procStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    return { parent: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS };
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) a process has used; undefined where /proc can't tell. */
export function cpuSeconds(pid) {
  return procStat(pid)?.cpuSeconds;
}

/**
 * The PostgreSQL server's main process for a database address, read from one of its background
 * processes, or undefined when the server is on another machine.
 */
export async function postmasterOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select pid from pg_stat_activity where backend_type = 'checkpointer'");
    const status = rows[0] && fs.readFileSync(`/proc/${rows[0].pid}/status`, "utf8");
    return status ? Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) : undefined;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds of one PostgreSQL server's processes (the main one, backends, WAL writer,
 * checkpointer, autovacuum): what a run cost the database, when nothing else uses that server.
 */
export function postgresCpuSeconds(postmaster) {
  let total = 0;
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = procStat(pid);
    if (stat && (Number(pid) === postmaster || stat.parent === postmaster)) total += stat.cpuSeconds;
  }
  return total;
}

/** The machine's idle and total CPU time so far (/proc/stat, every core), to tell a run bound by CPU from one that waits. */
export function machineCpu() {
  const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One autocannon run. Every response time is kept, so p95 is exact (autocannon itself reports
 * p90 and p97.5). With `server` (a child process), the server's CPU time per request is measured
 * too: on a shared machine req/s swings with other people's work while CPU per request hardly does.
 */
export function load(title, opts, server) {
  const times = [];
  const cpu0 = server && cpuSeconds(server.pid);
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  }).then((r) => {
    const cpu1 = server && cpuSeconds(server.pid);
    times.sort((x, y) => x - y);
    const pct = (p) => Math.round(percentile(times, p) * 10) / 10;
    return {
      title,
      rps: r.requests.average,
      p50: pct(50),
      p90: pct(90),
      p95: pct(95),
      p99: pct(99),
      non2xx: r.non2xx,
      errors: r.errors,
      total: r.requests.total,
      cpuMs: cpu0 !== undefined && cpu1 !== undefined && r.requests.total ? ((cpu1 - cpu0) * 1000) / r.requests.total : NaN,
    };
  });
}

/** The n-th made-up enquiry, as a visitor's form would send it (long special requests now and then). */
export function enquiryBody(n) {
  return requiredEnquiry({
    firstName: `Asha${n}`, lastName: `Raman ${n % 97}`, email: `asha.${n}@example.com`, phone: `+91 98${String(n).padStart(8, "0")}`,
    country: ["India", "USA", "Germany", "Japan"][n % 4], state: n % 2 ? "Kerala" : null, tripType: n % 3 ? "retreat" : "international",
    tripCategory: ["Women's Signature Retreats", "Digital Nomad Journeys", "Earn While You Travel"][n % 3], groupSize: (n % 6) + 1,
    specialRequests: n % 5 ? "Vegetarian meals, a quiet room." : "x".repeat(n % 2000), preferredDates: "December 5, 2026",
  });
}

let enquiriesSent = 0;

/**
 * autocannon's requests for a stream of enquiries to `origin`. They come from many visitors: each
 * carries its own client address (the product trusts one proxy hop, as behind a load balancer), so
 * rate-limit counters are per visitor as in real traffic rather than one hot row. A browser's POST
 * carries Origin, so the product's origin check does its full work; the baseline ignores both.
 * Numbering runs on across calls: no address repeats within a process, so no run meets the cap on
 * acknowledgements per address that an earlier run used up.
 */
export function enquiryRequests(origin) {
  return [{
    method: "POST",
    setupRequest: (req) => {
      const n = ++enquiriesSent;
      const headers = { "content-type": "application/json", origin, "x-forwarded-for": `10.${n % 200}.${(n >> 8) % 250}.${n % 250}` };
      return { ...req, headers, body: JSON.stringify(enquiryBody(n)) };
    },
  }];
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(base, username, password) {
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return res.headers.get("set-cookie").split(";")[0];
}

/** The cursor-linked pages of a list, from its first URL, at most `max`. */
export async function walkPages(base, first, cookie, max) {
  const urls = [];
  let next = first;
  while (next && urls.length < max) {
    urls.push(next);
    const res = await fetch(`${base}${next}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${next} answered ${res.status}`);
    await res.arrayBuffer();
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
  }
  return urls;
}

export const fmtMs = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/**
 * The seeded programmes, then copies of them spread over every catalogue, up to `count` published;
 * answers the published programmes in id order.
 */
export async function publishProgrammes(db, count) {
  const { rows: [{ n }] } = await db.query("select count(*)::int as n from programmes where status = 'published'");
  await db.query(
    `insert into programmes (catalogue, slug, title, summary, highlights, duration, image, card, position, status)
     select p.catalogue, p.slug || '-' || i, p.title || ' ' || i, p.summary, p.highlights, p.duration, p.image, p.card, 100 + i, 'published'
     from generate_series(1, $1::int) i
     join lateral (select * from programmes where status = 'published' order by id offset (i % $2::int) limit 1) p on true`,
    [Math.max(0, count - n), n],
  );
  return (await db.query("select catalogue, slug, title from programmes where status = 'published' order by id")).rows;
}

/** `count` departures from tomorrow, one every `everyDays` days per programme, spread over `names`, 8 to 24 places each. */
export async function seedDepartures(db, names, count, everyDays) {
  await db.query(
    `insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
     select ($1::text[])[1 + (i % array_length($1::text[], 1))], current_date + 1 + (i / array_length($1::text[], 1)) * $3::int,
       current_date + 6 + (i / array_length($1::text[], 1)) * $3::int, 30000 + (i % 40) * 1000, 8 + (i % 5) * 4, 'bench'
     from generate_series(0, $2::int - 1) i`,
    [names, count, everyDays],
  );
}
