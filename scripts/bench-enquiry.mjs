// npm run bench:api, first part — what storing an enquiry costs, held against a bare INSERT of the
// same row and against the previous release, in one run, on the embedded database and on
// PostgreSQL (BENCH_DATABASE_URL, default the local server; BENCH_DATABASES=pglite skips it).
// Needs `npm run build` first. For each database it runs, in mirrored order (a, b, p, p, b, a …):
//   (a) bare Express, one INSERT of the enquiry's row (scripts/bench-baseline-server.mjs)
//   (b) POST /api/bookings of this build (dist/)
//   (p) POST /api/bookings of the previous release, built once from BENCH_PREVIOUS_REF (default
//       the release before this wave) in a git worktree beside the system's temp folder
// and prints req/s, the ratios (b)/(a) and (p)/(a), and which of (b) and (p) is slower.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { enquiryRequests, freePort, load, machineCpu, postgresCpuSeconds, postmasterOf, startNode, startProduct, stopChild, throwawayDatabase } from "./bench-lib.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const TARGET = 0.9;
const PREVIOUS_REF = process.env.BENCH_PREVIOUS_REF || "d4b8017";
const DATABASES = (process.env.BENCH_DATABASES || "pglite,postgres").split(",");

/** The previous release's production build, made once per commit and kept for later runs. */
function previousBuild(ref) {
  const sha = execFileSync("git", ["rev-parse", "--short=12", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), `ilj-release-${sha}`);
  if (fs.existsSync(path.join(dir, "dist", "server", "index.js"))) return { sha, dist: path.join(dir, "dist") };
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync("git", ["worktree", "add", "--force", "--detach", dir, sha], { stdio: "inherit" });
  // The same dependencies as this checkout: the releases share a lock file's packages.
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit" });
  return { sha, dist: path.join(dir, "dist") };
}

async function baseline(kind, database) {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-baseline-"));
  const env = kind === "pglite" ? { PORT: String(port), BASELINE_PGLITE_DIR: path.join(tmp, "pglite"), DATABASE_URL: "" } : { PORT: String(port), DATABASE_URL: database.url };
  const child = await startNode(["--import", "tsx", "scripts/bench-baseline-server.mjs"], env, "baseline ready");
  return { child, base: `http://127.0.0.1:${port}`, stop: async () => { await stopChild(child); fs.rmSync(tmp, { recursive: true, force: true }); } };
}

async function runDatabase(kind, previous) {
  const database = kind === "postgres" ? await throwawayDatabase() : undefined;
  const previousDatabase = kind === "postgres" ? await throwawayDatabase() : undefined;
  const started = [];
  try {
    const env = { BOOKING_RATE_LIMIT: "100000000", TRUST_PROXY: "1", LOG_LEVEL: "info" };
    const log = () => fs.openSync(os.devNull, "w");
    const product = await startProduct({ env: { ...env, ...(database ? { DATABASE_URL: database.url } : {}) }, stdout: log() });
    started.push(() => product.stop());
    const prev = await startProduct({ dist: previous.dist, env: { ...env, ...(previousDatabase ? { DATABASE_URL: previousDatabase.url } : {}) }, stdout: log() });
    started.push(() => prev.stop());
    // The product made the schema; the baseline writes its bare row into the same database (PostgreSQL)
    // or into an embedded one of its own made by the same migrations.
    const bare = await baseline(kind, database);
    started.push(() => bare.stop());
    const targets = [
      { key: "a", title: "(a) bare Express, one INSERT", url: `${bare.base}/insert`, server: bare.child, origin: bare.base },
      { key: "b", title: "(b) POST /api/bookings, this build", url: `${product.base}/api/bookings`, server: product.child, origin: product.base },
      { key: "p", title: `(p) POST /api/bookings, release ${previous.sha}`, url: `${prev.base}/api/bookings`, server: prev.child, origin: prev.base },
    ];
    const postmaster = database && (await postmasterOf(database.url));
    const others = (t) => targets.filter((o) => o !== t && o.server.pid).map((o) => o.server);
    // Only the process being measured runs: the others are paused so their delivery loops and
    // housekeeping don't share the machine's two cores with it.
    const measure = async (t, duration) => {
      for (const s of others(t)) s.kill("SIGSTOP");
      try {
        const db0 = postmaster ? postgresCpuSeconds(postmaster) : NaN;
        const own0 = process.cpuUsage();
        const machine0 = machineCpu();
        const r = await load(t.title, { url: t.url, connections: CONNECTIONS, duration, requests: enquiryRequests(t.origin) }, t.server);
        const own = process.cpuUsage(own0);
        const per = (seconds) => (seconds * 1000) / r.total;
        const machine = machineCpu();
        const idle = (machine.idle - machine0.idle) / (machine.total - machine0.total);
        return { ...r, dbCpuMs: per(postgresCpuSeconds(postmaster) - db0), loadCpuMs: per((own.user + own.system) / 1e6), idle };
      } finally {
        for (const s of others(t)) s.kill("SIGCONT");
      }
    };
    for (const t of targets) await measure(t, WARMUP);
    const results = Object.fromEntries(targets.map((t) => [t.key, []]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const t of r % 2 ? [...targets].reverse() : targets) results[t.key].push(await measure(t, DURATION));
    }
    const mean = (rs, k) => rs.reduce((s, x) => s + x[k], 0) / rs.length;
    console.log(`\n### ${kind === "pglite" ? "Embedded database (PGlite)" : `PostgreSQL ${database.shown}`}: ${DURATION} s per run, ${ROUNDS} rounds, ${CONNECTIONS} connections, ${os.cpus().length} CPUs\n`);
    // The server process's own CPU per request; on PostgreSQL the database's work is in other processes.
    // On PostgreSQL, every postgres process's CPU (on a quiet machine, the run's database work) and
    // the load generator's own, so the machine's two cores can be accounted for.
    console.log("| run | req/s (each round) | mean req/s | p50 ms | p99 ms | server CPU ms/request | database CPU ms/request | load generator CPU ms/request | machine idle | non-2xx | errors |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (const t of targets) {
      const rs = results[t.key];
      const sum = (k) => rs.reduce((s, x) => s + x[k], 0);
      console.log(`| ${t.title} | ${rs.map((x) => x.rps.toFixed(0)).join(", ")} | ${mean(rs, "rps").toFixed(0)} | ${mean(rs, "p50").toFixed(1)} | ${mean(rs, "p99").toFixed(1)} | ${mean(rs, "cpuMs").toFixed(2)} | ${postmaster ? mean(rs, "dbCpuMs").toFixed(2) : kind === "postgres" ? "(not on this machine)" : "(in the server)"} | ${mean(rs, "loadCpuMs").toFixed(2)} | ${(100 * mean(rs, "idle")).toFixed(0)} % | ${sum("non2xx")} | ${sum("errors")} |`);
    }
    const [a, b, p] = ["a", "b", "p"].map((k) => mean(results[k], "rps"));
    const verdict = (x) => (x >= TARGET ? "pass" : "FAIL");
    console.log(`\nratio (b)/(a), this build against the bare INSERT: ${(b / a).toFixed(2)}  target >= ${TARGET}  ${verdict(b / a)}`);
    console.log(`ratio (p)/(a), release ${previous.sha} against the bare INSERT: ${(p / a).toFixed(2)}`);
    console.log(`this build against release ${previous.sha}: ${(b / p).toFixed(2)}× its enquiries per second: ${b < p ? "this build is slower" : "the release is slower"}`);
  } finally {
    for (const stop of started.reverse()) await stop();
    await database?.drop();
    await previousDatabase?.drop();
  }
}

const previous = previousBuild(PREVIOUS_REF);
for (const kind of DATABASES) await runDatabase(kind, previous);
