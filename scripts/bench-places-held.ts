// node --import tsx scripts/bench-places-held.ts: places held fairly on real PostgreSQL (BENCH_DATABASE_URL, default the
// local server), through the storage the routes call. Prints (1) 50 acceptances racing on one
// departure lowered to 10 places while 50 quotes hold it: each acceptance's time, p50/p95/max, and
// how many were accepted (target p95 <= 100 ms); (2) the site's read of the departures with places
// taken and held counted (GET /api/departures before its cache) at 2,000 departures and 100,000
// bookings, a third quoted and some waiting: p50/p95 of 50 reads (target p95 <= 10 ms).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { createStorage } from "../server/storage";
import { systemClock } from "../server/core/clock";
import { installRoutines } from "../server/storage/routines";
import pg from "pg";

/** The p-th percentile of sorted values (nearest rank). */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A new, empty database on the benchmark's PostgreSQL server; `drop()` removes it. */
async function throwawayDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_places_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

const DEPARTURES = Number(process.env.BENCH_DEPARTURES || 2_000);
const BOOKINGS = Number(process.env.BENCH_ROWS || 100_000);
const ms = (v: number) => Math.round(v * 10) / 10;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, max ${ms(sorted[sorted.length - 1])} ms`;
};

const throwaway = await throwawayDatabase();
const database = await openDatabase({ url: throwaway.url, afterMigrations: installRoutines });
const db = database.db;
const storage = createStorage(db, systemClock, { offerHours: 48 });
const today = new Date().toISOString().slice(0, 10);
try {
  // (1) The race.
  await db.execute(sql`insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
    values ('Just Me Time', current_date + 60, current_date + 65, 58000, 50, 'bench')`);
  await db.execute(sql`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, departure_id)
    select 'Racer' || i, 'Bench', 'racer' || i || '@example.com', '+91 97' || lpad(i::text, 8, '0'), 'India', 'retreat', 'Women Retreats', 1, 'pending', 1
    from generate_series(1, 50) i`);
  await db.execute(sql`insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, departure_id, region, base, discounts, extras, total, valid_until, created_by)
    select b.id, 1, current_date + 60, current_date + 65, 1, 58000, 1, 'domestic', 58000, '[]', '[]', 58000, current_date + 7, 'bench' from bookings b order by b.id`);
  await db.execute(sql`update departures set places = 10 where id = 1`);
  const quotes = (await db.execute(sql`select id, booking_id from quotes order by id`)) as unknown as { rows: { id: number; booking_id: number }[] };
  const ctx = { today, messageIdDomain: "bench.example", staffAlertTo: ["team@bench.example"], address: null };
  const times: number[] = [];
  const answers = await Promise.all(
    quotes.rows.map(async (q) => {
      const start = performance.now();
      const r = await storage.money.acceptQuote(Number(q.booking_id), Number(q.id), ctx);
      times.push(performance.now() - start);
      return r;
    }),
  );
  const accepted = answers.filter((a) => "ok" in a).length;
  console.log(`50 acceptances racing for 10 places: ${accepted} accepted, ${50 - accepted} refused; ${summary(times)} (target p95 <= 100 ms)`);

  // (2) The site's read with holds.
  await db.execute(sql`insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
    select 'Programme ' || (i % 60), current_date + 1 + i / 60 * 3, current_date + 6 + i / 60 * 3, 30000, 8 + (i % 5) * 4, 'bench'
    from generate_series(1, ${DEPARTURES}::int - 1) i`);
  await db.execute(sql`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, departure_id, waitlisted_at)
    select 'Guest' || i, 'Bench', 'guest' || i || '@example.com', '+91 98' || lpad(i::text, 8, '0'), 'India', 'retreat', 'Women Retreats', 1 + i % 2,
      case when i % 3 = 0 then 'confirmed' else 'pending' end, 2 + (i % (${DEPARTURES}::int - 1)), case when i % 50 = 7 then now() end
    from generate_series(1, ${BOOKINGS}::int) i`);
  await db.execute(sql`insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, departure_id, region, base, discounts, extras, total, valid_until, state, created_by)
    select b.id, 1, d.start_date, d.end_date, 1, 30000, d.id, 'domestic', 30000, '[]', '[]', 30000, current_date + (b.id % 9) - 2,
      case when b.status = 'confirmed' then 'accepted' else 'open' end, 'bench'
    from bookings b join departures d on d.id = b.departure_id where b.id % 3 <> 1 and b.waitlisted_at is null and b.first_name like 'Guest%'`);
  await db.execute(sql`analyze`);
  const reads: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    await storage.departures.publicDepartures(today);
    reads.push(performance.now() - start);
  }
  console.log(`the site's departures read with places taken and held, ${DEPARTURES} departures and ${BOOKINGS} bookings: ${summary(reads)} (target p95 <= 10 ms)`);
} finally {
  await database.close();
  await throwaway.drop();
}
