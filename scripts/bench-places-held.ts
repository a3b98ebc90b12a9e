// node --import tsx scripts/bench-places-held.ts: places held fairly on real PostgreSQL (BENCH_DATABASE_URL, default the
// local server), through the storage the routes call, each figure beside a bare baseline on the same database.
// (1) 50 acceptances racing on one departure lowered to 10 places while 50 quotes hold it: each
//     acceptance's time, p50/p95/max (target p95 <= 100 ms), in races of their own: the process's
//     first, the next ones pressed in one go, and races whose presses arrive over 25 ms, as
//     requests do (each timed from its own arrival); 10 accepted in each or it stops. The baseline is 50
//     racing transactions that only lock the departure's row and mark one quote accepted, queued per departure as the product's are;
//     a second, the same 50 marks each in a transaction of its own taking no lock (the places version's
//     trigger still moves the departure's row in each). Last, one race after the site has been quiet
//     for QUIET_MS (longer than a pool would keep an idle connection by default): the pool keeps its
//     connections, so it should be as quick as the others.
// (2) The site's departures with places taken and held counted at 2,000 departures and 100,000
//     bookings, a third accepted, a third quoted and some waiting: every departure read in one pass,
//     and GET /api/departures's answer as the server makes it (server/index.ts: the version asked,
//     the kept read brought up to date), right after a change of places and between changes
//     (target p95 <= 10 ms); the baseline is a bare read of the same open departures without counts.
// BENCH_KEEP=1 leaves the database in place for EXPLAIN and prints its address.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { createStorage } from "../server/storage";
import { acceptQuote } from "../server/use-cases/accept-quote";
import { systemClock } from "../server/core/clock";
import { installRoutines } from "../server/storage/routines";
import { publicDepartures } from "../server/departures/public-departures";
import { departuresReadByVersion } from "../server/departures/departure-versions";
import { inDepartureQueue } from "../server/storage/departures/departure-queue";
import { fmtMs, percentile, throwawayDatabase } from "./bench-lib.mjs";

const DEPARTURES = Number(process.env.BENCH_DEPARTURES || 2_000);
const BOOKINGS = Number(process.env.BENCH_ROWS || 100_000);
const RACERS = 50;
/** Races of each kind: pressed in one go, and arriving spread over SPREAD_MS as requests from many visitors would. */
const RACES = Number(process.env.BENCH_RACES || 5);
const SPREAD_MS = 25;
/** A quiet spell before the last race: past the 10–30 s after which pools commonly close idle connections. */
const QUIET_MS = Number(process.env.BENCH_QUIET_MS || 35_000);
const READS = 200;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};
const line = (title: string, times: number[], target?: number, baseline?: number[]) => {
  const s = summary(times);
  const vsTarget = target === undefined ? "" : `  ${s.p95 <= target ? "within" : "OVER"} the ${target} ms target`;
  const vsBase = baseline ? `  (${fmtMs(s.p95 / summary(baseline).p95)}× the baseline's p95)` : "";
  console.log(`${title.padEnd(66)} p50 ${fmtMs(s.p50)}  p95 ${fmtMs(s.p95)}  max ${fmtMs(s.max)} ms${vsTarget}${vsBase}`);
};
const timed = async <T>(times: number[], run: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  try {
    return await run();
  } finally {
    times.push(performance.now() - start);
  }
};

const throwaway = await throwawayDatabase();
const database = await openDatabase({ url: throwaway.url, afterMigrations: installRoutines });
const db = database.db;
const storage = createStorage(db, systemClock, { offerHours: 48 });
const today = new Date().toISOString().slice(0, 10);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** One departure of 50 places, 50 bookings of one traveller each with a quote sent, then its places lowered to 10. */
let raced = 0;
async function seedRace(programme: string): Promise<{ bookingId: number; quoteId: number }[]> {
  const start = sql`current_date + ${60 + 7 * raced++}::int`;
  const [d] = await rows<{ id: number }>(sql`insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
    values (${programme}, ${start}, ${start} + 5, 58000, ${RACERS}, 'bench') returning id`);
  await db.execute(sql`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, departure_id)
    select 'Racer' || i, 'Bench', ${programme.slice(0, 4)} || i || '@example.com', '+91 97' || lpad(i::text, 8, '0'), 'India', 'retreat', 'Women Retreats', 1, 'pending', ${d.id}
    from generate_series(1, ${RACERS}::int) i`);
  await db.execute(sql`insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, departure_id, region, base, discounts, extras, total, valid_until, created_by)
    select b.id, 1, ${start}, ${start} + 5, 1, 58000, ${d.id}, 'domestic', 58000, '[]', '[]', 58000, current_date + 7, 'bench'
    from bookings b where b.departure_id = ${d.id} order by b.id`);
  await db.execute(sql`update departures set places = 10 where id = ${d.id}`);
  const quotes = await rows<{ id: number; booking_id: number }>(sql`select q.id, q.booking_id from quotes q where q.departure_id = ${d.id} order by q.id`);
  return quotes.map((q) => ({ bookingId: Number(q.booking_id), quoteId: Number(q.id) }));
}

/**
 * The other departures and 100,000 bookings. Seeded with the triggers off (the money days' and the
 * places versions'), as a restore would be: one version bump per row would be the seed's whole cost.
 */
async function seedSite(): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
      select 'Programme ' || (i % 60), current_date + 1 + i / 60 * 3, current_date + 6 + i / 60 * 3, 30000, 8 + (i % 5) * 4, 'bench'
      from generate_series(1, ${DEPARTURES}::int - 2) i`);
    const [first] = await tx.execute(sql`select max(id) + 1 as id from departures where programme not like 'Programme %'`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await tx.execute(sql`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status, departure_id, waitlisted_at)
      select 'Guest' || i, 'Bench', 'guest' || i || '@example.com', '+91 98' || lpad(i::text, 8, '0'), 'India', 'retreat', 'Women Retreats', 1 + i % 2,
        case when i % 3 = 0 then 'confirmed' else 'pending' end, ${first.id}::int + (i % (${DEPARTURES}::int - 2)), case when i % 50 = 7 then now() end
      from generate_series(1, ${BOOKINGS}::int - 2 * ${RACERS}::int) i`);
    // Accepted quotes for the confirmed third, sent ones (some past their day) for another third.
    await tx.execute(sql`insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, departure_id, region, base, discounts, extras, total, valid_until, state, created_by)
      select b.id, 1, d.start_date, d.end_date, 1, 30000, d.id, 'domestic', 30000, '[]', '[]', 30000, current_date + (b.id % 9) - 2,
        case when b.status = 'confirmed' then 'accepted' else 'open' end, 'bench'
      from bookings b join departures d on d.id = b.departure_id
      where b.first_name like 'Guest%' and b.waitlisted_at is null and (b.status = 'confirmed' or b.id % 2 = 0)`);
  });
  await db.execute(sql`vacuum analyze departures, bookings, quotes, waitlist_offers`);
}

try {
  // (1) The race, and its baseline on a departure of its own.
  const ctx = { today, messageIdDomain: "bench.example", staffAlertTo: ["team@bench.example"], address: null };
  // Every race on a departure of its own, all seeded before the first is run.
  const races = [];
  for (let r = 0; r < 2 * RACES; r++) races.push(await seedRace(r % 2 === 0 ? "Just Me Time" : "She Leads"));
  const afterQuiet = await seedRace("Just Me Time");
  const baseQuotes = await seedRace("Soul Identity");
  const base: number[] = [];
  const [{ id: baseDeparture }] = await rows<{ id: number }>(sql`select departure_id as id from quotes where id = ${baseQuotes[0].quoteId}`);
  await Promise.all(
    baseQuotes.map((q) =>
      timed(base, () =>
        // In the same queue per departure as the product's changes of places, so neither waits on the pool.
        inDepartureQueue([baseDeparture], () =>
          db.transaction(async (tx) => {
            await tx.execute(sql`select id from departures where id = ${baseDeparture} for update`);
            await tx.execute(sql`update quotes set state = 'accepted', accepted_at = now() where id = ${q.quoteId}`);
          }),
        ),
      ),
    ),
  );
  // The same 50 quotes marked accepted again, each in a transaction of its own, taking no lock and in
  // no queue: what the database does with 50 such commits at once through the pool. The places
  // version's trigger (migration 0031) still moves the departure's row in each, so they still wait
  // on that row one after another.
  await db.execute(sql`update quotes set state = 'open', accepted_at = null where id in (${sql.join(baseQuotes.map((q) => sql`${q.quoteId}`), sql`, `)})`);
  const independent: number[] = [];
  await Promise.all(
    baseQuotes.map((q) => timed(independent, () => db.transaction((tx) => tx.execute(sql`update quotes set state = 'accepted', accepted_at = now() where id = ${q.quoteId}`)))),
  );
  /** One race: each press timed from its own arrival, `spread` ms apart at most (0: all in one tick, as one call after another). */
  const race = async (quotes: { bookingId: number; quoteId: number }[], spread: number) => {
    const times: number[] = [];
    const answers = await Promise.all(
      quotes.map(async (q, i) => {
        if (spread > 0) await new Promise((r) => setTimeout(r, (i * 7919) % (spread + 1)));
        return timed(times, () => acceptQuote(storage, q.bookingId, q.quoteId, ctx));
      }),
    );
    const accepted = answers.filter((a) => "ok" in a).length;
    if (accepted !== 10) throw new Error(`a race accepted ${accepted} quotes, not 10`);
    return times;
  };
  const first = await race(races[0], 0);
  const atOnce: number[][] = [];
  for (const r of races.slice(1, RACES)) atOnce.push(await race(r, 0));
  const spread: number[][] = [];
  for (const r of races.slice(RACES)) spread.push(await race(r, SPREAD_MS));
  await new Promise((r) => setTimeout(r, QUIET_MS));
  const quiet = await race(afterQuiet, 0);
  const p95s = (rs: number[][]) => rs.map((t) => fmtMs(summary(t).p95)).join(", ");
  console.log(`${RACERS} acceptances racing for 10 places, ${2 * RACES} races on departures of their own: 10 accepted and ${RACERS - 10} refused in each`);
  line("  bare baseline: lock the departure, mark the quote accepted", base);
  line("  bare baseline: mark the quote accepted, no lock taken (the version trigger moves the departure)", independent);
  line("  acceptances, the process's first race, pressed in one go", first, 100, base);
  line(`  acceptances, the next ${RACES - 1} races, pressed in one go (all presses)`, atOnce.flat(), 100, base);
  console.log(`    each race's p95: ${p95s(atOnce)} ms`);
  line(`  acceptances, ${RACES} races, presses arriving over ${SPREAD_MS} ms (all presses)`, spread.flat(), 100, base);
  console.log(`    each race's p95: ${p95s(spread)} ms`);
  line(`  acceptances after ${QUIET_MS / 1000} s of quiet, pressed in one go`, quiet, 100, base);

  // (2) The site's read with holds.
  await seedSite();
  const bare: number[] = [];
  for (let i = 0; i < READS; i++) {
    await timed(bare, () => db.execute(sql`select id, programme, start_date, end_date, price_per_person, places from departures where status = 'open' and start_date > ${today} order by start_date, id`));
  }
  const full: number[] = [];
  for (let i = 0; i < READS / 4; i++) await timed(full, () => storage.departures.publicDepartures(today));
  const site = publicDepartures(departuresReadByVersion(storage.departures), { timeZone: "UTC", clock: systemClock, version: () => storage.departures.placesVersion() });
  await site.current();
  const [someDeparture] = await rows<{ id: number; places: number }>(sql`select id, places from departures where programme = 'Programme 7' order by id limit 1`);
  const afterChange: number[] = [];
  const between: number[] = [];
  for (let i = 0; i < READS; i++) {
    // A change of places every 10 answers (staff raise or lower one departure's places), which the next answer must show.
    const change = i % 10 === 0;
    const places = someDeparture.places + ((i / 10) % 2 === 0 ? 1 : 0);
    if (change) await storage.departures.updateDeparture(someDeparture.id, { places, note: null }, "bench.example", today);
    const shown = await timed(change ? afterChange : between, async () => (await site.current()).list.find((d) => d.id === someDeparture.id));
    const [direct] = change ? await storage.departures.publicDepartures(today, undefined, [someDeparture.id]) : [];
    if (change && JSON.stringify(shown) !== JSON.stringify(direct)) throw new Error(`the answer after a change is not the departure as stored: ${JSON.stringify({ shown, direct })}`);
  }
  console.log(`\nthe site's departures, ${DEPARTURES} departures and ${BOOKINGS} bookings, one request at a time`);
  line("  bare baseline: the open departures without counts", bare);
  line("  every departure read with places taken and held (one pass)", full, 10, bare);
  line("  GET /api/departures's answer right after a change of places", afterChange, 10, bare);
  line("  GET /api/departures's answer between changes", between, 10, bare);
  line("  GET /api/departures's answer, all", [...afterChange, ...between], 10, bare);
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) {
    console.log(`kept ${throwaway.shown}`);
    await throwaway.keep();
  } else await throwaway.drop();
}
