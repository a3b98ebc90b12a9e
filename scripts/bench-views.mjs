// npm run bench:api, second part — the staff desk over 100,000 bookings, on real PostgreSQL
// (BENCH_DATABASE_URL, default the local server). Needs `npm run build` first. Prints req/s and
// latency percentiles for (c) GET /api/admin/bookings pages and (d) each desk view's pages and first
// page (with its total), with EXPLAIN's plan nodes. The enquiry overhead is scripts/bench-api.mjs.
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import autocannon from "autocannon";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SEED = Number(process.env.BENCH_ROWS || 100_000);
// The staff desk is used by a few people at once, not by dozens.
const LIST_CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS || 4);
const VIEW_SECONDS = Number(process.env.BENCH_VIEW_SECONDS || 5);

// Free ports, so a benchmark never measures another server left on a fixed port.
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
const PORT = await freePort();
const APP = `http://127.0.0.1:${PORT}`;

const dbName = `bench_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;
const DB = url.toString();

const children = [];
function start(args, env, ready) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
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
  for (const c of children) c.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
};


function run(title, opts) {
  // Every response time, so p95 can be read exactly (autocannon itself reports p90 and p97.5).
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  }).then((r) => {
    times.sort((x, y) => x - y);
    const pct = (p) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] * 10) / 10 : NaN);
    return { title, rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p95: pct(95), p975: r.latency.p97_5, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, total: r.requests.total };
  });
}

try {
  // The product, whose migrations create the schema.
  await start(["dist/server/index.js"], { NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATABASE_URL: DB, BOOKING_RATE_LIMIT: "100000000", LOGIN_RATE_LIMIT: "1000", TRUST_PROXY: "1", ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password-1", LOG_LEVEL: "warn" }, null);
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${APP}/api/health`)).ok) break; } catch { /* not up yet */ }
    if (i > 200) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }

  // (c) 100,000 bookings, then staff paging through them.
  await admin.query("select 1");
  const db = new pg.Client({ connectionString: DB });
  await db.connect();
  // Staff to assign to: the bench user and four colleagues (who never sign in).
  await db.query(`insert into users (username, password, role) select 'agent' || i, 'x', 'agent' from generate_series(1, 4) i`);
  const staffIds = (await db.query(`select id from users order by id`)).rows.map((r) => r.id);
  const benchUserId = (await db.query(`select id from users where username = 'bench'`)).rows[0].id;
  // One enquiry every 10 minutes for about two years. 2% suspect; one in ten unassigned; answered
  // one to twenty hours after arrival, except the last 50 and one in 33 older ones (never answered:
  // the overdue view); every answered one has moved on from pending or been answered by a call.
  await db.query(`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status,
      reference, created_at, updated_at, due_at, first_response_at, assignee_id, suspect, source_path, referrer, utm_campaign)
    select 'Guest' || g, 'Seed', 'guest' || g || '@example.com', '+91 90000 ' || g, 'India', case when g % 3 = 0 then 'international' else 'retreat' end,
      (array['Women''s Signature Retreats','Digital Nomad Journeys','Earn While You Travel'])[1 + g % 3], 1 + g % 6,
      case when answered then (array['pending','confirmed','cancelled'])[1 + g % 3] else 'pending' end,
      'S' || lpad(g::text, 7, '0'), created, created, created + interval '24 hours',
      case when answered then created + ((1 + g % 20) || ' hours')::interval end,
      case when g % 10 = 0 then null else ($1::int[])[1 + g % ${staffIds.length}] end,
      case when g % 50 = 0 then 'honeypot' end,
      (array['/retreats','/international','/contact-us', null])[1 + g % 4], case when g % 5 = 0 then 'https://www.google.com/' end,
      case when g % 7 = 0 then 'monsoon' end
    from (select g, now() - (g * 10 || ' minutes')::interval as created, g > 50 and g % 33 <> 0 as answered
          from generate_series(1, ${SEED}) g) s`, [staffIds]);
  // Autovacuum would have done this on a live database: it lets counts use the indexes alone.
  await db.query("vacuum analyze bookings");
  const plan = await db.query(`explain select * from bookings where (created_at, id) < (now(), 2147483647) order by created_at desc, id desc limit 101`);
  const timing = async (q) => (await db.query(`explain (analyze, timing off, summary on) ${q}`)).rows.map((r) => r["QUERY PLAN"]).find((l) => l.startsWith("Execution Time"));
  const countAll = await timing("select count(*) from bookings");
  const countStatus = await timing("select count(*) from bookings where status = 'pending'");
  const pageTime = await timing("select * from bookings where (created_at, id) < (now() - interval '50000 seconds', 2147483647) order by created_at desc, id desc limit 101");
  const planStatus = await db.query(`explain select * from bookings where status = 'pending' and (created_at, id) < (now(), 2147483647) order by created_at desc, id desc limit 101`);
  const views = (await db.query(`select count(*) filter (where suspect is null) as all, count(*) filter (where suspect is null and first_response_at is null) as awaiting,
    count(*) filter (where suspect is null and first_response_at is null and due_at < now()) as overdue, count(*) filter (where suspect is null and assignee_id = $1) as mine,
    count(*) filter (where suspect is null and assignee_id is null) as unassigned, count(*) filter (where suspect is not null) as spam from bookings`, [benchUserId])).rows[0];
  await db.end();
  // EXPLAIN ANALYZE of the server's own view queries (scripts/bench-explain.ts, through tsx).
  const explained = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-explain.ts"], { env: { ...process.env, DATABASE_URL: DB, BENCH_USER_ID: String(benchUserId) }, encoding: "utf8" });
  if (explained.status !== 0) throw new Error(`bench-explain failed: ${explained.stderr}`);
  const plans = JSON.parse(explained.stdout.trim().split("\n").pop());

  const login = await fetch(`${APP}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "bench", password: "bench-password-1" }) });
  const cookie = login.headers.get("set-cookie").split(";")[0];
  // Walk the first pages to get real cursors, then hit pages spread through the list.
  const urls = [];
  let next = "/api/admin/bookings?limit=100";
  while (next && urls.length < 200) {
    urls.push(next);
    const res = await fetch(`${APP}${next}`, { headers: { cookie } });
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
  }
  let k = 0;
  const c = await run(`(c) GET /api/admin/bookings, 100-row pages, ${LIST_CONNECTIONS} connections`, {
    connections: LIST_CONNECTIONS,
    url: APP,
    requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: urls[k++ % urls.length] }) }],
  });
  const cs = await run(`(c) first pages filtered by status (with count), ${LIST_CONNECTIONS} connections`, {
    connections: LIST_CONNECTIONS,
    url: APP,
    requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: `/api/admin/bookings?status=${["pending", "confirmed", "cancelled"][k++ % 3]}&limit=100` }) }],
  });

  // (d) each view: pages walked through the view (later pages carry the first page's total), and
  // its first page alone (which finds the total).
  const viewRuns = [];
  const VIEW_CASES = [["all", "view=all"], ["all, status=pending", "view=all&status=pending"], ["needs-reply", "view=needs-reply"], ["mine", "view=mine"], ["unassigned", "view=unassigned"], ["overdue", "view=overdue"], ["spam", "view=spam"]];
  for (const [label, query] of VIEW_CASES) {
    const walked = [];
    let nextUrl = `/api/admin/bookings?${query}&limit=100`;
    while (nextUrl && walked.length < 50) {
      walked.push(nextUrl);
      const res = await fetch(`${APP}${nextUrl}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${nextUrl} answered ${res.status}`);
      nextUrl = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
    }
    let v = 0;
    const pages = await run(`${label}: pages 1-${walked.length}`, {
      duration: VIEW_SECONDS, connections: LIST_CONNECTIONS, url: APP,
      requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: walked[v++ % walked.length] }) }],
    });
    const first = await run(`${label}: first page (total)`, {
      duration: VIEW_SECONDS, connections: LIST_CONNECTIONS, url: APP,
      requests: [{ method: "GET", headers: { cookie }, path: walked[0] }],
    });
    viewRuns.push({ label, pages, first });
  }

  console.log(`\nStaff desk benchmark: ${DURATION} s each, ${CONNECTIONS} connections, PostgreSQL ${DB.replace(/\/\/.*@/, "//")}\n`);
  console.log("| run | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | requests | non-2xx | errors |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  const c20 = await run(`(c) GET /api/admin/bookings, 100-row pages, ${CONNECTIONS} connections`, {
    url: APP,
    requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: urls[k++ % urls.length] }) }],
  });
  for (const r of [c, cs, c20]) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p90} | ${r.p975} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} |`);
  console.log(`\nquery times on ${SEED} rows: page ${pageTime}; count(*) ${countAll}; count(*) by status ${countStatus}`);
  console.log(`\nEXPLAIN of a list page:\n${plan.rows.map((r) => "  " + r["QUERY PLAN"]).join("\n")}`);
  console.log(`\nDesk views over ${SEED} bookings (${views.all} not suspect, ${views.awaiting} awaiting a reply, ${views.overdue} overdue, ${views.mine} the bench user's, ${views.unassigned} unassigned, ${views.spam} suspect), ${LIST_CONNECTIONS} connections, ${VIEW_SECONDS} s per run:\n`);
  console.log("| view | run | req/s | p50 ms | p95 ms | p97.5 ms | non-2xx |");
  console.log("|---|---|---|---|---|---|---|");
  for (const { label, pages, first } of viewRuns) {
    for (const r of [pages, first]) console.log(`| ${label} | ${r.title.split(": ")[1]} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p95} | ${r.p975} | ${r.non2xx} |`);
  }
  console.log("\n| view | first page plan | next page plan | total plan |");
  console.log("|---|---|---|---|");
  const fmt = (e) => (e ? `${e.nodes.join(" + ")}, ${e.ms} ms` : "-");
  for (const p of plans) console.log(`| ${p.label} | ${fmt(p.page)} | ${fmt(p.next)} | ${fmt(p.count)} |`);
  console.log(`\nEXPLAIN of a status-filtered page:\n${planStatus.rows.map((r) => "  " + r["QUERY PLAN"]).join("\n")}`);
} finally {
  await cleanup();
}
