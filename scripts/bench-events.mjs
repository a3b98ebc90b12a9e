// npm run bench:events — the visit counter on real PostgreSQL (BENCH_DATABASE_URL, default the local
// server). Needs `npm run build` first.
//   1. POST /api/events against a bare Express handler doing one INSERT of the same event
//      (scripts/bench-events-baseline.mjs), in the same run, mirrored rounds; printed as a ratio,
//      with the non-2xx answers of each.
//   2. GET /api/admin/insights/funnel over the last 90 days with 5,000,000 raw events (the last 30
//      days) and the daily roll-ups of all 90 days, plus 6,000 bookings with their lead source: p95.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, load, signIn, startNode, startProduct, throwawayDatabase } from "./bench-lib.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const RAW_EVENTS = Number(process.env.BENCH_RAW_EVENTS || 5_000_000);
const DIST = process.env.BENCH_DIST || "dist";
// BENCH_ONLY=funnel skips the throughput part (to measure the funnel again on a quieter machine).
const ONLY_FUNNEL = process.env.BENCH_ONLY === "funnel";
const TARGET_RATIO = 0.8;
const TARGET_P95_MS = 50;
const STAFF = { username: "bench-admin", password: "bench-admin-password-long" };
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

const PATHS = ["/", "/retreats", "/womens-retreats", "/queer-womens-retreats", "/workcation-transformation", "/digital-nomad-journeys", "/faqs"];
let sentEvents = 0;
/** A stream of page views and dialog openings from many addresses, as sendBeacon sends them. */
function eventRequests(origin) {
  return [{
    method: "POST",
    setupRequest: (req) => {
      const n = ++sentEvents;
      const body = { type: n % 10 ? "pageview" : "enquiry-open", path: PATHS[n % PATHS.length], referrer: n % 3 ? "https://www.google.com/" : undefined, utmCampaign: n % 4 ? undefined : `c${n % 7}`, programme: n % 10 ? undefined : `Programme ${n % 13}` };
      const headers = { "content-type": "text/plain;charset=UTF-8", origin, "user-agent": UA, "x-forwarded-for": `10.${n % 200}.${(n >> 8) % 250}.${n % 250}` };
      return { ...req, headers, body: JSON.stringify(body) };
    },
  }];
}

const database = await throwawayDatabase();
let product;
let baseline;
try {
  const logFile = path.join(os.tmpdir(), `bench-events-${process.pid}-server.log`);
  product = await startProduct({
    dist: DIST,
    stdout: fs.openSync(logFile, "w"),
    env: { DATABASE_URL: database.url, EVENT_RATE_LIMIT: "1000000000", TRUST_PROXY: "1", LOG_LEVEL: "info", ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password },
  });
  const port = await freePort();
  baseline = await startNode(["scripts/bench-events-baseline.mjs"], { PORT: String(port), DATABASE_URL: database.url }, "baseline ready");
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();

  // 1. Throughput, mirrored rounds: a, b, b, a, ...
  const targets = {
    a: { title: "(a) bare Express, one INSERT", url: `http://127.0.0.1:${port}/events`, server: baseline },
    b: { title: "(b) POST /api/events", url: `${product.base}/api/events`, server: product.child },
  };
  const results = { a: [], b: [] };
  const order = ONLY_FUNNEL ? [] : Array.from({ length: ROUNDS }, (_, i) => (i % 2 ? ["b", "a"] : ["a", "b"])).flat();
  if (!ONLY_FUNNEL) await load("warm-up", { url: targets.b.url, connections: CONNECTIONS, duration: 2, requests: eventRequests(product.base) });
  if (!ONLY_FUNNEL) await load("warm-up", { url: targets.a.url, connections: CONNECTIONS, duration: 2, requests: eventRequests(product.base) });
  for (const k of order) {
    const r = await load(targets[k].title, { url: targets[k].url, connections: CONNECTIONS, duration: DURATION, requests: eventRequests(product.base) }, targets[k].server);
    results[k].push(r);
    console.log(`${r.title.padEnd(32)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  non-2xx ${r.non2xx}  errors ${r.errors}  CPU ${r.cpuMs.toFixed(2)} ms/req`);
    await db.query("vacuum (analyze) visit_events, visit_daily, visit_seen, rate_limits");
  }
  const mean = (rs, f) => rs.reduce((s, r) => s + f(r), 0) / rs.length;
  const ratio = mean(results.b, (r) => r.rps) / mean(results.a, (r) => r.rps);
  const non2xx = results.b.reduce((s, r) => s + r.non2xx + r.errors, 0);
  // The product answers before it writes: wait for its last batch, then count what it stored.
  await new Promise((r) => setTimeout(r, 1500));
  if (!ONLY_FUNNEL) console.log(`\nPOST /api/events / bare INSERT: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}); non-2xx or errors on /api/events: ${non2xx}`);

  // 2. The funnel over 90 days.
  console.log(`\nseeding ${RAW_EVENTS.toLocaleString("en")} raw events over 30 days, roll-ups of 90 days, 6,000 bookings ...`);
  const t0 = Date.now();
  await db.query("truncate visit_events, visit_daily, visit_seen");
  // Independent pseudo-random draws per event (g modulo something would tie every field to the day).
  await db.query("create or replace function pg_temp.h(g int, salt int) returns int language sql immutable as 'select hashint4(g * 31 + salt) & 2147483647'");
  await db.query(`
    insert into visit_events (day, type, visitor, path, programme, source, campaign)
    select current_date - (pg_temp.h(g, 1) % 30), case when pg_temp.h(g, 2) % 25 = 0 then 'enquiry-open' else 'pageview' end,
      substr(md5((pg_temp.h(g, 3) % 2000000)::text), 1, 16), (array[${PATHS.map((p) => `'${p}'`).join(",")}, '/about-us', '/contact-us', '/international-trips'])[1 + pg_temp.h(g, 4) % 10],
      case when pg_temp.h(g, 2) % 25 = 0 then 'Programme ' || (pg_temp.h(g, 5) % 80) end, case when pg_temp.h(g, 6) % 3 = 0 then 'direct' else 'site' || (pg_temp.h(g, 7) % 60) || '.example' end,
      case when pg_temp.h(g, 8) % 5 = 0 then 'campaign-' || (pg_temp.h(g, 9) % 25) end
    from generate_series(1, $1::int) g`, [RAW_EVENTS]);
  // The roll-ups: the 30 raw days computed as the product closes a day, then the 60 days before
  // them as copies, so all 90 days have rows of the same shape.
  await db.query(`
    insert into visit_daily (day, dimension, key, visitors, pageviews, enquiry_opens)
    select day,
      case when grouping(path) = 0 then 'page' when grouping(programme) = 0 then 'programme' when grouping(source) = 0 then 'source' when grouping(campaign) = 0 then 'campaign' else 'total' end,
      case when grouping(path) = 0 then path when grouping(programme) = 0 then programme when grouping(source) = 0 then source when grouping(campaign) = 0 then campaign else '' end,
      count(distinct visitor), count(*) filter (where type = 'pageview'), count(*) filter (where type = 'enquiry-open')
    from visit_events group by grouping sets ((day), (day, path), (day, programme), (day, source), (day, campaign))
    having not (grouping(programme) = 0 and programme is null) and not (grouping(campaign) = 0 and campaign is null)`);
  await db.query(`
    insert into visit_daily (day, dimension, key, visitors, pageviews, enquiry_opens)
    select day - shift, dimension, key, visitors, pageviews, enquiry_opens from visit_daily, (values (30), (60)) s(shift)`);
  await db.query(`
    insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, created_at, source_path, source_programme, referrer, utm_campaign)
    select 'Asha', 'Raman ' || g, 'asha' || g || '@example.com', '+91 98000 00000', 'India', 'retreat', 'Women''s Signature Retreats', 2,
      now() - (g % 90) * interval '1 day', '/womens-retreats', 'Programme ' || (g % 80), case when g % 2 = 0 then 'https://site' || (g % 60) || '.example/x' end,
      case when g % 5 = 0 then 'campaign-' || (g % 25) end
    from generate_series(1, 6000) g`);
  await db.query("vacuum (analyze) visit_events, visit_daily, bookings");
  const counts = (await db.query("select (select count(*) from visit_events)::int as raw, (select count(*) from visit_daily)::int as daily, (select count(distinct day) from visit_daily)::int as days")).rows[0];
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${counts.raw.toLocaleString("en")} raw events, ${counts.daily.toLocaleString("en")} roll-up rows over ${counts.days} days`);

  const cookie = await signIn(product.base, STAFF.username, STAFF.password);
  const day = (d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  const url = `${product.base}/api/admin/insights/funnel?from=${day(89)}&to=${day(0)}`;
  const check = await fetch(url, { headers: { cookie } });
  const body = await check.json();
  console.log(`funnel answer: ${check.status}, totals ${JSON.stringify(body.totals)}, ${body.byPage.length} pages, ${body.byProgramme.length} programmes, ${body.bySource.length} sources, ${body.byCampaign.length} campaigns`);
  const f = await load("funnel, 90 days", { url, connections: 1, duration: DURATION, headers: { cookie } }, product.child);
  console.log(`\nGET /api/admin/insights/funnel (90 days): ${f.total} requests, p50 ${f.p50} ms, p95 ${f.p95} ms (target <= ${TARGET_P95_MS}), p99 ${f.p99} ms, non-2xx ${f.non2xx}`);
  await db.end();
} finally {
  if (baseline) baseline.kill("SIGTERM");
  if (product) await product.stop();
  await database.drop();
}
