// npm run build && node scripts/bench-accept-http.mjs: 50 visitors pressing Accept quote at once, over
// HTTP against the production build on PostgreSQL (BENCH_DATABASE_URL's server, a throwaway database),
// as the visitors' browsers would: each POST /api/trip/<token>/accept on its own connection, timed
// from its own sending to its answer; p50/p95/max per race (target p95 <= 100 ms). Each race has a
// departure of its own of 50 places with 50 quotes sent through the desk's API (so the trip links
// are real), lowered to 10 places: 10 accepted and 40 put in line, or the script stops. The first
// race is the server's first acceptances since it started; BENCH_RACES more follow, then as many
// whose presses arrive over 25 ms, and last one after the site has been quiet for BENCH_QUIET_MS (35 s:
// past the 10–30 s after which pools commonly close idle connections). Each race begins once the e-mails
// of the last are delivered. The baseline in the same run: 50 concurrent GET /api/health.
// BENCH_PROF=<dir> runs the server under --cpu-prof; BENCH_WINDOWS=<file> writes each race's start and
// end (microseconds of the monotonic clock the profile's timestamps use), to read the races alone.
// BENCH_DIST=<dir> runs another build's server (a copy of dist/ beside this one, for builds side by side);
// BENCH_KEEP=1 leaves the throwaway database in place for EXPLAIN; BENCH_NODE_ARGS adds flags to the server's node.
import fs from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { fmtMs, percentile, signIn, startProduct, throwawayDatabase } from "./bench-lib.mjs";

const RACERS = 50;
const RACES = Number(process.env.BENCH_RACES || 4);
const SPREAD_MS = 25;
const QUIET_MS = Number(process.env.BENCH_QUIET_MS || 35_000);
const ADMIN = { ADMIN_USERNAME: "bench-accept", ADMIN_PASSWORD: "bench-accept-password-1" };

const throwaway = await throwawayDatabase();
const product = await startProduct({ dist: process.env.BENCH_DIST || "dist", nodeArgs: [...(process.env.BENCH_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []), ...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean)], env: { DATABASE_URL: throwaway.url, TRUST_PROXY: "1", ...ADMIN } });
const db = new pg.Client({ connectionString: throwaway.url });
await db.connect();
// Every request on a connection of its own, as fifty visitors' browsers would open.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function send(method, path, { body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(`${product.base}${path}`, { method, agent, headers: { ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}), ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
    });
    req.on("error", reject);
    req.end(data);
  });
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};
const line = (title, times, target) => {
  const s = summary(times);
  const vs = target === undefined ? "" : `  ${s.p95 <= target ? "within" : "OVER"} the ${target} ms target`;
  console.log(`${title.padEnd(62)} p50 ${fmtMs(s.p50)}  p95 ${fmtMs(s.p95)}  max ${fmtMs(s.max)} ms${vs}`);
};

try {
  const cookie = await signIn(product.base, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
  const staff = { cookie, origin: product.base };
  let raced = 0;
  /** A departure of 50 places, 50 enquiries on it (seeded), a quote sent to each through the desk, then 10 places. */
  async function seedRace() {
    const n = raced++;
    const { rows: [d] } = await db.query(
      `insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
       values ('Just Me Time', current_date + $1::int, current_date + $1::int + 5, 58000, $2, 'bench') returning id`,
      [60 + 7 * n, RACERS],
    );
    const { rows: bookings } = await db.query(
      `insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, departure_id)
       select 'Racer' || i, 'Bench', 'racer' || $2::int || '-' || i || '@example.com', '+91 97' || lpad(i::text, 8, '0'), 'India', 'retreat', 'Women Retreats', 1, 'pending', $1
       from generate_series(1, $3::int) i returning id`,
      [d.id, n, RACERS],
    );
    const trips = [];
    for (const b of bookings) {
      const res = await send("POST", `/api/admin/bookings/${b.id}/quotes`, { body: { departureId: d.id, travellers: 1 }, headers: staff });
      if (res.status !== 201) throw new Error(`a quote answered ${res.status}: ${JSON.stringify(res.body)}`);
      trips.push({ token: res.body.tripUrl.slice(res.body.tripUrl.lastIndexOf("/") + 1), quoteId: res.body.id });
    }
    await db.query(`update departures set places = 10 where id = $1`, [d.id]);
    return trips;
  }
  const races = [];
  for (let r = 0; r < 1 + 2 * RACES; r++) races.push(await seedRace());
  const afterQuiet = await seedRace();

  const windows = [];
  /** Each race on a settled server: the e-mails the last one queued (two per acceptance) delivered first. */
  const settled = async () => {
    for (let i = 0; i < 600; i++) {
      const { rows: [{ n }] } = await db.query(`select count(*)::int as n from mail_outbox where status in ('queued', 'sending')`);
      if (n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("the outbox did not empty within 30 s");
  };
  const race = async (trips, spread) => {
    await settled();
    const w0 = Number(process.hrtime.bigint() / 1000n);
    const times = [];
    const statuses = await Promise.all(
      trips.map(async (t, i) => {
        if (spread > 0) await new Promise((r) => setTimeout(r, (i * 7919) % (spread + 1)));
        const start = performance.now();
        const res = await send("POST", `/api/trip/${t.token}/accept`, { body: { quoteId: t.quoteId }, headers: { "x-forwarded-for": `198.51.100.${i + 1}` } });
        times.push(performance.now() - start);
        return res.status;
      }),
    );
    const accepted = statuses.filter((s) => s === 200).length;
    const full = statuses.filter((s) => s === 409).length;
    windows.push([w0, Number(process.hrtime.bigint() / 1000n)]);
    if (accepted !== 10 || full !== 40) throw new Error(`a race answered ${accepted} 200s and ${full} 409s (${[...new Set(statuses)].join(", ")})`);
    return times;
  };
  const base = [];
  await Promise.all(Array.from({ length: RACERS }, async () => {
    const start = performance.now();
    await send("GET", "/api/health");
    base.push(performance.now() - start);
  }));
  const first = await race(races[0], 0);
  const atOnce = [];
  for (const r of races.slice(1, 1 + RACES)) atOnce.push(await race(r, 0));
  const spread = [];
  for (const r of races.slice(1 + RACES)) spread.push(await race(r, SPREAD_MS));
  await settled();
  await new Promise((r) => setTimeout(r, QUIET_MS));
  const quiet = await race(afterQuiet, 0);
  if (process.env.BENCH_WINDOWS) fs.writeFileSync(process.env.BENCH_WINDOWS, JSON.stringify(windows));
  const p95s = (rs) => rs.map((t) => fmtMs(summary(t).p95)).join(", ");
  console.log(`${RACERS} visitors pressing Accept quote over HTTP for 10 places, ${races.length + 1} races: 10 accepted and 40 answered 409 in each`);
  line("  baseline: 50 concurrent GET /api/health", base);
  line("  the server's first race, pressed in one go", first, 100);
  line(`  the next ${RACES} races, pressed in one go (all presses)`, atOnce.flat(), 100);
  console.log(`    each race's p95: ${p95s(atOnce)} ms`);
  line(`  ${RACES} races, presses arriving over ${SPREAD_MS} ms (all presses)`, spread.flat(), 100);
  console.log(`    each race's p95: ${p95s(spread)} ms`);
  line(`  after ${QUIET_MS / 1000} s of quiet, pressed in one go`, quiet, 100);
} finally {
  await db.end();
  await product.stop();
  await (process.env.BENCH_KEEP ? throwaway.keep() : throwaway.drop());
}
