// npm run bench:search-pglite — the desk's search on the embedded PGlite (no DATABASE_URL), over
// BENCH_ROWS bookings (default 100,000) seeded as scripts/bench-views.mjs seeds PostgreSQL. PGlite
// runs one query at a time in the server's own process, so this times the storage's search
// (the page and its total, as GET /api/admin/bookings?q= runs them) one after another, in process.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { createStorage } from "../server/storage";
import { systemClock } from "../server/core/clock";
import { installRoutines } from "../server/storage/routines";

const SEED = Number(process.env.BENCH_ROWS || 100_000);
const RUNS = Number(process.env.BENCH_RUNS || 100);
const SEARCHED = 54320;
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const CASES: [string, string][] = [
  ["name", `Guest${SEARCHED}`],
  ["e-mail", `guest${SEARCHED}@example.com`],
  ["phone as +91 …", `+91 98${pad(SEARCHED, 8).slice(0, 3)} ${pad(SEARCHED, 8).slice(3)}`],
  ["phone as 0…", `098${pad(SEARCHED, 8).slice(0, 3)} ${pad(SEARCHED, 8).slice(3)}`],
  ["reference", `S${pad(SEARCHED, 7)}`],
];

const database = await openDatabase({ pgliteDir: "memory://", afterMigrations: installRoutines });
const storage = createStorage(database.db, systemClock);
const t0 = performance.now();
await database.db.execute(sql.raw(`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status,
    reference, created_at, updated_at, due_at, reply_due_at, phone_e164)
  select 'Guest' || g, 'Seed', 'guest' || person || '@example.com', '+91 98' || lpad(person::text, 8, '0'), 'India', 'retreat',
    (array['Women''s Signature Retreats','Digital Nomad Journeys','Earn While You Travel'])[1 + g % 3], 1 + g % 6, 'pending',
    'S' || lpad(g::text, 7, '0'), created, created, created + interval '24 hours', created + interval '24 hours', '+9198' || lpad(person::text, 8, '0')
  from (select g, case when g % 10 = 1 then g - 1 else g end as person, now() - (g * 10 || ' minutes')::interval as created
        from generate_series(1, ${SEED}) g) s`));
await database.db.execute(sql`vacuum analyze bookings`);
const seeded = ((performance.now() - t0) / 1000).toFixed(0);

console.log(`\nDesk search on PGlite over ${SEED} bookings (seeded and indexed in ${seeded} s), ${RUNS} searches per case one after another, ${os.cpus().length} CPUs\n`);
console.log("| search | q | found | p50 ms | p95 ms | max ms |");
console.log("|---|---|---|---|---|---|");
for (const [label, q] of CASES) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const start = performance.now();
    const page = await storage.bookings.listBookings({ q, limit: 100 });
    if (i >= 5) times.push(performance.now() - start);
    found = page.total;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(1);
  console.log(`| ${label} | ${q} | ${found} | ${at(50)} | ${at(95)} | ${times[times.length - 1].toFixed(1)} |`);
}
await database.close();
