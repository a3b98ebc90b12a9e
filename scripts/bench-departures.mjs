// npm run bench:departures — the site's departures over 2,000 departures and 100,000 bookings, on
// real PostgreSQL (BENCH_DATABASE_URL, default the local server). Needs `npm run build` first.
// Prints req/s and latency percentiles of GET /api/departures (every programme, and one) and of a
// catalogue page's HTML with its cards' departures rendered in, each against its target (p95 <= 10 ms
// and <= 20 ms at 10 connections), and the time of the one read of the departures with their places
// taken that serves both (made at most once per 15 s, server/departures/public-departures.ts).
import path from "node:path";
import pg from "pg";
import { fmtMs, load, seedDepartures, startProduct, throwawayDatabase } from "./bench-lib.mjs";

const DEPARTURES = Number(process.env.BENCH_DEPARTURES || 2_000);
const BOOKINGS = Number(process.env.BENCH_ROWS || 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);

const database = await throwawayDatabase();
let product;
try {
  product = await startProduct({ env: { DATABASE_URL: database.url } });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const seedStart = Date.now();
  // Every bookable programme, as the build's pages name them: about 30 upcoming departures each.
  const ssr = await import(path.resolve("dist/ssr/entry-server.js"));
  const names = [...new Set(ssr.ROUTES.flatMap((r) => ssr.catalogueProgrammes(r.path, ssr.seedCards)))];
  // Departures every few days from tomorrow, spread over the programmes, 8 to 24 places each.
  await seedDepartures(db, names, DEPARTURES, 3);
  // Bookings, most naming a departure; a third of those with an accepted quote of one or two travellers.
  await db.query(
    `insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, departure_id)
     select 'Guest' || i, 'Bench', 'guest' || i || '@example.com', '+91 98' || lpad(i::text, 8, '0'), 'India', 'retreat', 'Women Retreats', 1 + i % 2,
       case when i % 3 = 0 then 'confirmed' else 'pending' end, case when i % 5 = 4 then null else 1 + (i % $2::int) end
     from generate_series(1, $1::int) i`,
    [BOOKINGS, DEPARTURES],
  );
  await db.query(
    `insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, departure_id, region, base, discounts, extras, total, valid_until, state, created_by, accepted_at)
     select b.id, 1, d.start_date, d.end_date, 1, d.price_per_person, d.id, 'domestic', d.price_per_person, '[]', '[]', d.price_per_person, d.start_date, 'accepted', 'bench', now()
     from bookings b join departures d on d.id = b.departure_id where b.status = 'confirmed' and b.id % 9 = 0`,
  );
  await db.query("analyze");
  console.log(`seeded ${DEPARTURES} departures and ${BOOKINGS} bookings in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  // The one read behind both, as the server makes it (storage/departures/departures.ts publicDepartures).
  const read = await db.query(
    `explain (analyze, format json) select d.id, d.programme, d.start_date::text, d.end_date::text, d.price_per_person, d.places, coalesce(t.taken, 0) as taken
     from departures d left join (select tb.departure_id, sum(q.travellers)::int as taken from quotes q join bookings tb on tb.id = q.booking_id
       where q.state = 'accepted' and tb.departure_id is not null and tb.status <> 'cancelled' group by tb.departure_id) as t on t.departure_id = d.id
     where d.status = 'open' and d.start_date > current_date order by d.start_date, d.id`,
  );
  console.log(`the departures' read (every open departure with its places taken): ${fmtMs(read.rows[0]["QUERY PLAN"][0]["Execution Time"])} ms`);

  // Each as a client without compression and as a browser (gzip), which most visitors are.
  const gzip = { "accept-encoding": "gzip" };
  const cases = [
    ["GET /api/departures", "/api/departures", 10],
    ["GET /api/departures, gzip", "/api/departures", 10, gzip],
    ["GET /api/departures?programme=Just Me Time", `/api/departures?programme=${encodeURIComponent("Just Me Time")}`, 10],
    ["GET /womens-retreats (HTML with departures)", "/womens-retreats", 20],
    ["GET /womens-retreats, gzip", "/womens-retreats", 20, gzip],
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each; p95 target per case`);
  for (const [title, path, target, headers = {}] of cases) {
    // One request first, so the measured run reads the departures as a visitor's would: once per 15 s.
    await fetch(`${product.base}${path}`);
    const r = await load(title, { url: `${product.base}${path}`, headers, connections: CONNECTIONS, duration: SECONDS }, product.child);
    console.log(
      `${title.padEnd(48)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${fmtMs(r.p50)}  p95 ${fmtMs(r.p95)}  p99 ${fmtMs(r.p99)} ms  ` +
        `non-2xx ${r.non2xx}  ${r.p95 <= target ? "within" : "OVER"} the ${target} ms target`,
    );
  }
  await db.end();
} finally {
  await product?.stop();
  await database.drop();
}
