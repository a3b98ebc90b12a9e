// npm run bench:api — the server's overhead in numbers, on real PostgreSQL (BENCH_DATABASE_URL,
// default the local server). Needs `npm run build` first. Prints req/s and latency percentiles for:
// (a) a bare Express INSERT, (a_same) bare Express sending the product's own enquiry SQL,
// (b) POST /api/bookings, (c) GET /api/admin/bookings over 100,000 rows; then the overhead ratios
// against their targets. The product runs with its request log on (LOG_LEVEL=info, to a file).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SEED = Number(process.env.BENCH_ROWS || 100_000);
// The staff desk is used by a few people at once, not by dozens.
const LIST_CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS || 4);
// The machine is shared: each of (a), (a_same), (b) runs ROUNDS times in mirrored order
// (a, a_same, b, b, a_same, a, ...) after a short warm-up, and the mean is reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
// Another build of the product can be measured against the same yardsticks (e.g. an older one).
const SERVER = process.env.BENCH_SERVER || "dist/server/index.js";
const TARGET_SAME = 0.8;
const TARGET_BARE = 0.6;

const dbName = `bench_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;
const DB = url.toString();

// Free ports of our own: several people may run this benchmark on one machine at once.
async function freePort() {
  const srv = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => srv.once("listening", r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}
const productPort = await freePort();
const baselinePort = await freePort();
const PRODUCT = `http://127.0.0.1:${productPort}`;
const BASELINE = `http://127.0.0.1:${baselinePort}`;

const children = [];
function start(args, env, ready, stdout = "pipe") {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", stdout, "pipe"] });
  let errors = 0;
  child.stderr.on("data", (d) => errors++ < 5 && process.stderr.write(d));
  children.push(child);
  return new Promise((resolve, reject) => {
    if (!ready) return resolve(child);
    child.stdout.on("data", (d) => d.toString().includes(ready) && resolve(child));
    child.once("exit", (c) => reject(new Error(`exited ${c}`)));
  });
}
const cleanup = async () => {
  // Servers finish their in-flight work before their database is dropped under them.
  await Promise.all(
    children.map((c) => (c.exitCode !== null ? undefined : new Promise((r) => { c.once("exit", r); c.kill("SIGTERM"); setTimeout(r, 10_000); }))),
  );
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
};

let n = 0;
const payload = () => {
  n += 1;
  return JSON.stringify({
    firstName: `Asha${n}`, lastName: `Raman ${n % 97}`, email: `asha.${n}@example.com`, phone: `+91 98${String(n).padStart(8, "0")}`,
    country: ["India", "USA", "Germany", "Japan"][n % 4], state: n % 2 ? "Kerala" : null, tripType: n % 3 ? "retreat" : "international",
    tripCategory: ["Women's Signature Retreats", "Digital Nomad Journeys", "Earn While You Travel"][n % 3], groupSize: (n % 6) + 1,
    specialRequests: n % 5 ? "Vegetarian meals, a quiet room." : "x".repeat(n % 2000), preferredDates: "December 5, 2026",
  });
};

// CPU seconds (user + system) a process has used, from /proc (Linux); undefined elsewhere.
const CLOCK_TICKS = 100;
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

// `server` is the process answering: its CPU time per request is measured beside req/s, because on
// a shared machine req/s swings with other people's work while CPU per request hardly does.
function run(title, opts, server) {
  const cpu0 = server && cpuSeconds(server.pid);
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  }).then((r) => {
    const cpu1 = server && cpuSeconds(server.pid);
    const cpuMs = cpu0 !== undefined && cpu1 !== undefined && r.requests.total ? ((cpu1 - cpu0) * 1000) / r.requests.total : NaN;
    // autocannon reports p90 and p97.5 rather than p95: p95 lies between them.
    return { title, rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p975: r.latency.p97_5, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, total: r.requests.total, cpuMs };
  });
}

try {
  // (b) the product, started first so its migrations create the schema the baseline writes to.
  // The request log stays on, as in production; it goes to a file nobody reads during the run.
  const logFile = path.join(os.tmpdir(), `${dbName}-server.log`);
  const logFd = fs.openSync(logFile, "w");
  const product = await start([SERVER], { NODE_ENV: "production", PORT: String(productPort), HOST: "127.0.0.1", DATABASE_URL: DB, BOOKING_RATE_LIMIT: "100000000", LOGIN_RATE_LIMIT: "1000", TRUST_PROXY: "1", ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password-1", LOG_LEVEL: "info" }, null, logFd);
  for (let i = 0; ; i++) {
    if (children[0].exitCode !== null) throw new Error(`the product server exited (${children[0].exitCode})`);
    try { if ((await fetch(`${PRODUCT}/api/health`)).ok) break; } catch { /* not up yet */ }
    if (i > 200) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  const baseline = await start(["--import", "tsx", "scripts/bench-baseline-server.mjs"], { PORT: String(baselinePort), DATABASE_URL: DB }, "baseline ready");

  // Enquiries come from many visitors: each request carries its own client address (the product
  // trusts one proxy hop here, as behind a load balancer), so rate-limit counters are per visitor
  // as in real traffic rather than one hot row. A browser's POST carries Origin, so the product's
  // origin check does its full work; the baseline ignores both headers.
  const post = (u) => ({
    url: u,
    requests: [{ method: "POST", setupRequest: (req) => ({ ...req, headers: { "content-type": "application/json", origin: PRODUCT, "x-forwarded-for": `10.${n % 200}.${(n >> 8) % 250}.${n % 250}` }, body: payload() }) }],
  });
  const targets = [
    { title: "(a) bare Express, one INSERT", url: `${BASELINE}/insert`, server: baseline },
    { title: "(a_same) bare Express + pg, the product's enquiry SQL", url: `${BASELINE}/same`, server: baseline },
    { title: "(b) POST /api/bookings", url: `${PRODUCT}/api/bookings`, server: product },
  ];
  for (const t of targets) await run("warm-up", { ...post(t.url), duration: WARMUP });
  const rounds = targets.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [2, 1, 0] : [0, 1, 2];
    for (const i of order) rounds[i].push(await run(targets[i].title, post(targets[i].url), targets[i].server));
  }
  const mean = (rs, title) => {
    const avg = (k) => rs.reduce((s, r) => s + r[k], 0) / rs.length;
    const sum = (k) => rs.reduce((s, r) => s + r[k], 0);
    return { title, rps: avg("rps"), p50: avg("p50"), p90: avg("p90"), p975: avg("p975"), p99: avg("p99"), non2xx: sum("non2xx"), errors: sum("errors"), total: sum("total"), each: rs.map((r) => r.rps), cpuMs: avg("cpuMs") };
  };
  const [a, aSame, b] = rounds.map((rs, i) => mean(rs, targets[i].title));

  // (c) 100,000 bookings, then staff paging through them.
  await admin.query("select 1");
  const db = new pg.Client({ connectionString: DB });
  await db.connect();
  await db.query(`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, created_at, updated_at)
    select 'Guest' || g, 'Seed', 'guest' || g || '@example.com', '+91 90000 ' || g, 'India', case when g % 3 = 0 then 'international' else 'retreat' end,
      'Women''s Signature Retreats', 1 + g % 6, (array['pending','confirmed','cancelled'])[1 + g % 3],
      now() - (g || ' seconds')::interval, now()
    from generate_series(1, ${SEED}) g`);
  // Autovacuum would have done this on a live database: it lets counts use the indexes alone.
  await db.query("vacuum analyze bookings");
  const plan = await db.query(`explain select * from bookings where (created_at, id) < (now(), 2147483647) order by created_at desc, id desc limit 101`);
  const timing = async (q) => (await db.query(`explain (analyze, timing off, summary on) ${q}`)).rows.map((r) => r["QUERY PLAN"]).find((l) => l.startsWith("Execution Time"));
  const countAll = await timing("select count(*) from bookings");
  const countStatus = await timing("select count(*) from bookings where status = 'pending'");
  const pageTime = await timing("select * from bookings where (created_at, id) < (now() - interval '50000 seconds', 2147483647) order by created_at desc, id desc limit 101");
  const planStatus = await db.query(`explain select * from bookings where status = 'pending' and (created_at, id) < (now(), 2147483647) order by created_at desc, id desc limit 101`);
  await db.end();

  const login = await fetch(`${PRODUCT}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "bench", password: "bench-password-1" }) });
  const cookie = login.headers.get("set-cookie").split(";")[0];
  // Walk the first pages to get real cursors, then hit pages spread through the list.
  const urls = [];
  let next = "/api/admin/bookings?limit=100";
  while (next && urls.length < 200) {
    urls.push(next);
    const res = await fetch(`${PRODUCT}${next}`, { headers: { cookie } });
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
  }
  let k = 0;
  const c = await run(`(c) GET /api/admin/bookings, 100-row pages, ${LIST_CONNECTIONS} connections`, {
    connections: LIST_CONNECTIONS,
    url: PRODUCT,
    requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: urls[k++ % urls.length] }) }],
  });
  const cs = await run(`(c) first pages filtered by status (with count), ${LIST_CONNECTIONS} connections`, {
    connections: LIST_CONNECTIONS,
    url: PRODUCT,
    requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: `/api/admin/bookings?status=${["pending", "confirmed", "cancelled"][k++ % 3]}&limit=100` }) }],
  });

  console.log(`\nAPI benchmark: ${DURATION} s each, ${CONNECTIONS} connections, PostgreSQL ${DB.replace(/\/\/.*@/, "//")}\n`);
  console.log("| run | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | requests | non-2xx | errors |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  const c20 = await run(`(c) GET /api/admin/bookings, 100-row pages, ${CONNECTIONS} connections`, {
    url: PRODUCT,
    requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: urls[k++ % urls.length] }) }],
  });
  const ms = (v) => (Number.isInteger(v) ? v : v.toFixed(1));
  for (const r of [a, aSame, b, c, cs, c20]) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p975)} | ${ms(r.p99)} | ${r.total} | ${r.non2xx} | ${r.errors} |`);
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
  console.log(`request log written: ${fs.statSync(logFile).size} bytes (${logFile})`);
  console.log(`\nquery times on ${SEED} rows: page ${pageTime}; count(*) ${countAll}; count(*) by status ${countStatus}`);
  console.log(`\nEXPLAIN of a list page:\n${plan.rows.map((r) => "  " + r["QUERY PLAN"]).join("\n")}`);
  console.log(`\nEXPLAIN of a status-filtered page:\n${planStatus.rows.map((r) => "  " + r["QUERY PLAN"]).join("\n")}`);
} finally {
  await cleanup();
}
