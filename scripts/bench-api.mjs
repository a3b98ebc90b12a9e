// npm run bench:api, first part — what the framework costs on the enquiry path, on real PostgreSQL
// (BENCH_DATABASE_URL, default the local server). Needs `npm run build` first. Prints req/s and
// latency percentiles for (a) a bare Express INSERT, (a_same) bare Express sending the product's own
// enquiry SQL, (b) POST /api/bookings; then the overhead ratios against their targets. The product
// runs with its request log on (LOG_LEVEL=info, to a file) and delivers its e-mails to files, as a
// production process would. The staff desk's views are the second part, scripts/bench-views.mjs.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { enquiryRequests, fmtMs, freePort, load, sleep, startNode, startProduct, stopChild, throwawayDatabase } from "./bench-lib.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
// The machine is shared: each of (a), (a_same), (b) runs ROUNDS times in mirrored order
// (a, a_same, b, b, a_same, a, ...) after a short warm-up, and the mean is reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
// Another build of the product can be measured against the same yardsticks (e.g. an older one).
const DIST = process.env.BENCH_DIST || "dist";
const TARGET_SAME = 0.8;
const TARGET_BARE = 0.6;

// (a_same) means something only while it sends what the product sends: check that first.
execFileSync(process.execPath, ["--import", "tsx", "scripts/enquiry-sql-check.ts"], { stdio: "inherit" });

const database = await throwawayDatabase();
let product;
let baseline;
try {
  // (b) the product, started first so its migrations create the schema the baseline writes to.
  // The request log stays on, as in production; it goes to a file nobody reads during the run.
  const logFile = path.join(os.tmpdir(), `bench-api-${process.pid}-server.log`);
  const logFd = fs.openSync(logFile, "w");
  product = await startProduct({ dist: DIST, stdout: logFd, env: { DATABASE_URL: database.url, BOOKING_RATE_LIMIT: "100000000", TRUST_PROXY: "1", LOG_LEVEL: "info" } });
  const port = await freePort();
  baseline = await startNode(["--import", "tsx", "scripts/bench-baseline-server.mjs"], { PORT: String(port), DATABASE_URL: database.url }, "baseline ready");
  const BASELINE = `http://127.0.0.1:${port}`;

  const post = (url) => ({ url, connections: CONNECTIONS, duration: DURATION, requests: enquiryRequests(product.base) });
  const targets = [
    { title: "(a) bare Express, one INSERT", url: `${BASELINE}/insert`, server: baseline, yardstick: true },
    { title: "(a_same) bare Express + pg, the product's enquiry SQL", url: `${BASELINE}/same`, server: baseline, yardstick: true },
    { title: "(b) POST /api/bookings", url: `${product.base}/api/bookings`, server: product.child },
  ];
  // The product's delivery loop sends the e-mails of every stored enquiry, the yardstick's too: left
  // alone, it would spend the yardstick's window on the yardstick's rows (which the yardstick itself
  // never pays for), and one run's backlog would be delivered during the next run and charged to it.
  // So the product is paused (SIGSTOP) while a yardstick runs, and each run starts with the outbox
  // empty: each carries its own e-mails only, and (b) carries whatever its process sends during its
  // own window.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const drains = [];
  const drained = async () => {
    const t0 = Date.now();
    for (;;) {
      const { rows } = await db.query("select count(*)::int as n from mail_outbox where status in ('queued', 'sending')");
      if (rows[0].n === 0) break;
      if (Date.now() - t0 > 300_000) throw new Error(`the outbox still holds ${rows[0].n} e-mails after 5 minutes`);
      await sleep(250);
    }
    drains.push(Date.now() - t0);
    // Delivering a run's e-mails updates each outbox row twice; the autovacuum that follows would
    // otherwise run during the next window and be charged to whichever run comes next.
    await db.query("vacuum (analyze) mail_outbox, bookings, rate_limits, booking_counts");
  };
  const rowCount = async () => (await db.query("select count(*)::int as n from mail_outbox")).rows[0].n;
  const sentCount = async () => (await db.query("select count(*)::int as n from mail_outbox where status = 'sent'")).rows[0].n;
  /** E-mails the product sent during (b)'s windows, and the time its outbox took to empty after each. */
  const inWindow = { sent: 0, queued: 0, after: [] };
  const measure = async (t, opts) => {
    if (t.yardstick) product.child.kill("SIGSTOP");
    const sent0 = await sentCount();
    const rows0 = await rowCount();
    try {
      return await load(t.title, opts, t.server);
    } finally {
      if (t.yardstick) product.child.kill("SIGCONT");
      else {
        inWindow.sent += (await sentCount()) - sent0;
        inWindow.queued += (await rowCount()) - rows0;
        await drained();
        inWindow.after.push(drains.at(-1));
      }
    }
  };
  for (const t of targets) {
    await drained();
    await measure(t, { ...post(t.url), duration: WARMUP });
  }
  inWindow.sent = inWindow.queued = 0;
  inWindow.after = [];
  const rounds = targets.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [2, 1, 0] : [0, 1, 2];
    for (const i of order) {
      await drained();
      rounds[i].push(await measure(targets[i], post(targets[i].url)));
    }
  }
  await drained();
  const mailed = (await db.query("select count(*)::int as n from mail_outbox where status = 'sent'")).rows[0].n;
  await db.end();
  const mean = (rs, title) => {
    const avg = (k) => rs.reduce((s, r) => s + r[k], 0) / rs.length;
    const sum = (k) => rs.reduce((s, r) => s + r[k], 0);
    return { title, rps: avg("rps"), p50: avg("p50"), p90: avg("p90"), p95: avg("p95"), p99: avg("p99"), non2xx: sum("non2xx"), errors: sum("errors"), total: sum("total"), each: rs.map((r) => r.rps), cpuMs: avg("cpuMs") };
  };
  const [a, aSame, b] = rounds.map((rs, i) => mean(rs, targets[i].title));

  console.log(`\nAPI benchmark: ${DURATION} s per round, ${ROUNDS} rounds, ${CONNECTIONS} connections, PostgreSQL ${database.shown}, ${os.cpus().length} CPUs\n`);
  console.log("| run | req/s | p50 ms | p90 ms | p95 ms | p99 ms | requests | non-2xx | errors |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of [a, aSame, b]) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${fmtMs(r.p50)} | ${fmtMs(r.p90)} | ${fmtMs(r.p95)} | ${fmtMs(r.p99)} | ${r.total} | ${r.non2xx} | ${r.errors} |`);
  console.log(`\nreq/s of each round: ${[a, aSame, b].map((r) => `${r.title.split(" ")[0]} ${r.each.map((x) => x.toFixed(0)).join(", ")}`).join("; ")}`);
  const verdict = (ok) => (ok ? "pass" : "FAIL");
  const rSame = b.rps / aSame.rps;
  const rBare = b.rps / a.rps;
  const clean = a.non2xx + aSame.non2xx + b.non2xx + a.errors + aSame.errors + b.errors === 0;
  console.log(`\nratio (b)/(a_same), same SQL as the product: ${rSame.toFixed(2)}  target >= ${TARGET_SAME}  ${verdict(rSame >= TARGET_SAME)}`);
  console.log(`ratio (b)/(a), against the bare single INSERT: ${rBare.toFixed(2)}  target >= ${TARGET_BARE}  ${verdict(rBare >= TARGET_BARE)}`);
  console.log(`non-2xx answers and errors in (a), (a_same), (b): ${a.non2xx + aSame.non2xx + b.non2xx} and ${a.errors + aSame.errors + b.errors}  target 0  ${verdict(clean)}`);
  console.log(`\nserver CPU per request (user + system): (a) ${a.cpuMs.toFixed(2)} ms, (a_same) ${aSame.cpuMs.toFixed(2)} ms, (b) ${b.cpuMs.toFixed(2)} ms`);
  console.log(`CPU ratio (a_same)/(b): ${(aSame.cpuMs / b.cpuMs).toFixed(2)}   (a)/(b): ${(a.cpuMs / b.cpuMs).toFixed(2)}   (the req/s ratios when the server's CPU is what limits it; less sensitive to a shared machine)`);
  console.log(`(b)'s CPU includes its delivery loop writing e-mails to files during its window; the product is paused while the yardsticks run, so it delivers none of their rows then`);
  console.log(`e-mails sent during (b)'s windows: ${inWindow.sent} of ${inWindow.queued} queued (the delivery loop paces itself while enquiries arrive in a burst); the rest went out in the ${inWindow.after.map((ms) => (ms / 1000).toFixed(1)).join(" and ")} s after each window`);
  console.log(`e-mails delivered: ${mailed}; each run began with an empty outbox (waits for the previous run's e-mails: ${drains.map((ms) => (ms / 1000).toFixed(1)).join(", ")} s)`);
  console.log(`request log written: ${fs.statSync(logFile).size} bytes (${logFile})`);
  fs.rmSync(logFile, { force: true });
} finally {
  if (baseline) await stopChild(baseline);
  if (product) await product.stop();
  await database.drop();
}
