// The money's reads over 100,000 bookings with 150,000 payments, on real PostgreSQL
// (BENCH_DATABASE_URL, default the local server). Needs `npm run build` first. Seeds bookings, one
// accepted quote with its three instalments per confirmed booking and payments spread over two
// years, then prints p95 per case one request at a time against the target p95 <= 20 ms, and at 4
// connections for reference (BENCH_LIST_CONNECTIONS, default "1,4"): the money
// Insights (a year by month, outstanding and overdue now), a month of the payments CSV, a
// booking's account, the first pages of Payments due and Payments overdue, and the desk's counts. BENCH_ROWS and BENCH_PAYMENTS size it (e.g. BENCH_ROWS=5000 BENCH_PAYMENTS=7500
// to check the script quickly; BENCH_KEEP=1 keeps the seeded database; BENCH_PROFILE=<folder> profiles the server).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { fmtMs, load, signIn, startProduct, throwawayDatabase } from "./bench-lib.mjs";

const SEED = Number(process.env.BENCH_ROWS || 100_000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS || Math.round(SEED * 1.5));
// BENCH_SEED=unpaid: BENCH_PAYMENTS payments of random amounts, leaving most bookings overdue (the worst case).
const UNPAID = process.env.BENCH_SEED === "unpaid";
// The target is a staff member's wait: requests one at a time, as bench:inbox-search measures its
// searches. The same cases at 4 connections show what two cores do when requests queue; no target.
const CONNECTIONS = (process.env.BENCH_LIST_CONNECTIONS || "1,4").split(",").map(Number);
const TARGET_CONNECTIONS = 1;
const SECONDS = Number(process.env.BENCH_MONEY_SECONDS || 5);
const TARGET_P95 = 20;

/** The migrations' statements that fill payment_due_on (0016) and instalment_owed (0017) for accounts written before them. */
function backfills() {
  const statements = (file) => fs.readFileSync(path.join(import.meta.dirname, "..", "migrations", file), "utf8").split("--> statement-breakpoint");
  const found = [
    statements("0016_money_due.sql").find((st) => /^\s*(--.*\n\s*)*UPDATE "bookings"/.test(st)),
    statements("0017_money_totals.sql").find((st) => /^\s*(--.*\n\s*)*INSERT INTO instalment_owed/.test(st)),
  ];
  if (found.some((st) => !st)) throw new Error("a migration's backfill was not found");
  return found;
}

const database = await throwawayDatabase();
let product;
try {
  product = await startProduct({
    env: { DATABASE_URL: database.url, ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password-1", LOGIN_RATE_LIMIT: "1000", DESK_TIMEZONE: "Asia/Kolkata" },
    stdout: process.env.BENCH_SERVER_LOG ? "inherit" : "ignore",
    // BENCH_PROFILE=<folder>: the server writes a CPU profile there when it stops.
    nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const seedStart = Date.now();
  // One enquiry every 10 minutes for about two years; four in five confirmed with an accepted quote.
  await db.query(`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, status,
      reference, created_at, updated_at, due_at, first_response_at, reply_due_at)
    select 'Guest' || g, 'Seed', 'guest' || g || '@example.com', '+91 98' || lpad(g::text, 8, '0'), 'India', 'retreat', 'Women''s Signature Retreats', 1 + g % 6,
      case when g % 5 = 0 then 'pending' when g % 23 = 0 then 'cancelled' else 'confirmed' end,
      'M' || lpad(g::text, 7, '0'), created, created, created + interval '24 hours', created + interval '2 hours', null
    from (select g, now() - (g * 10 || ' minutes')::interval as created from generate_series(1, ${SEED}) g) s`);
  // The trip starts 30 to 120 days after acceptance: its instalments fall before, around and after today.
  await db.query(`insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, region, base, discounts, extras, total, valid_until, state, created_by, accepted_at)
    select id, 1, (created_at + ((60 + id % 90) || ' days')::interval)::date, (created_at + ((65 + id % 90) || ' days')::interval)::date, 1, 50000 + (id % 50) * 1000,
      'domestic', 50000 + (id % 50) * 1000, '[]', '[]', 50000 + (id % 50) * 1000, (created_at + interval '7 days')::date, 'accepted', 'bench', created_at + interval '1 day'
    from bookings where status = 'confirmed'`);
  await db.query(`insert into instalments (booking_id, quote_id, kind, label, percent, amount, due_date, created_by, created_at)
    select q.booking_id, q.id, 'schedule', p.label, p.percent, (q.total * p.percent / 100), case when p.days is null then q.accepted_at::date else q.start_date - p.days end, 'bench', q.accepted_at
    from quotes q cross join (values ('Deposit', 30, null::int), ('Second payment', 40, 30), ('Final payment', 30, 15)) p(label, percent, days)`);
  if (UNPAID) {
    // The worst case: payments of random amounts on random bookings, most instalments of two years never paid.
    await db.query(`insert into payments (booking_id, amount, received_on, method, reference, recorded_by, created_at)
      select q.booking_id, 15000 + (g % 10) * 1000, least(current_date, q.accepted_at::date + (g % 60)), 'upi', 'BENCH-' || g, 'bench', q.accepted_at + (g % 60 || ' days')::interval
      from generate_series(1, ${PAYMENTS}) g
      join quotes q on q.id = 1 + (g * 7919) % (select count(*) from quotes)`);
  } else {
    // How travellers pay: the deposit on acceptance, then the rest on the second instalment's due
    // date in one payment (one in eight pays the second and final instalments apart). One in 41
    // leaves the final instalment unpaid, one in 101 pays nothing after the deposit. Nothing is
    // paid before its day comes. About 1.9 payments per confirmed booking.
    await db.query(`insert into payments (booking_id, amount, received_on, method, reference, recorded_by, created_at)
      select p.booking_id, p.amount, p.day, 'upi', 'BENCH-' || row_number() over (), 'bench', p.day::timestamptz + interval '10 hours'
      from (
        select i.booking_id, i.amount +
            case when i.label = 'Second payment' and i.booking_id % 8 <> 0 and i.booking_id % 41 <> 0 then f.amount else 0 end as amount,
          i.due_date as day
        from instalments i join instalments f on f.booking_id = i.booking_id and f.label = 'Final payment'
        where i.due_date <= current_date
          and (i.label = 'Deposit'
            or (i.label = 'Second payment' and i.booking_id % 101 <> 0)
            or (i.label = 'Final payment' and i.booking_id % 8 = 0 and i.booking_id % 41 <> 0 and i.booking_id % 101 <> 0))
      ) p`);
  }
  // What the money storage keeps as payments arrive, filled by the statements the migrations fill it with.
  for (const statement of backfills()) await db.query(statement);
  // Two years of reminders were sent as their days came: without these rows the server's first
  // tick would queue and deliver every one of them while the cases run, and measure that instead.
  await db.query(`insert into payment_reminders (instalment_id, kind, sent_at)
    select i.id, k.kind, i.due_date::timestamptz from instalments i cross join (values ('due-soon'), ('overdue')) k(kind)
    where i.due_date <= current_date + 7 on conflict do nothing`);
  await db.query("vacuum analyze");
  const [{ n: paymentsSeeded }] = (await db.query("select count(*)::int as n from payments")).rows;
  const [owing] = (
    await db.query(`select count(*) filter (where payment_due_on < current_date - 7)::int as overdue,
      count(*) filter (where payment_due_on between current_date - 7 and current_date + 7)::int as due from bookings`)
  ).rows;
  const [{ id: someBooking }] = (await db.query("select booking_id as id from quotes order by id limit 1 offset 1000")).rows;
  await db.query("checkpoint");
  await db.end();

  const cookie = await signIn(product.base, "bench", "bench-password-1");
  const month = (offset) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + offset);
    return d.toISOString().slice(0, 7);
  };
  // The target is the views' and Insights'; the CSV (thousands of rows) and the account are printed for reference.
  const cases = [
    ["money Insights, 12 months", `/api/admin/insights/money?from=${month(-11)}&to=${month(0)}`, true],
    ["Payments due, first page", "/api/admin/bookings?view=payment-due&limit=50", true],
    ["Payments overdue, first page", "/api/admin/bookings?view=payment-overdue&limit=50", true],
    ["the desk's counts (every view's tab)", "/api/admin/bookings/summary", true],
    ["a booking's account", `/api/admin/bookings/${someBooking}/account`, false],
    ["payments CSV, one month", `/api/admin/payments.csv?from=${month(-1)}-01&to=${month(-1)}-28`, false],
  ];
  const runs = [];
  for (const connections of CONNECTIONS) {
    for (const [label, path, targeted] of cases) {
      const opts = { url: product.base, connections, requests: [{ method: "GET", headers: { cookie }, path }] };
      await load("warm-up", { ...opts, duration: 1 }, product.child);
      runs.push({ connections, label, targeted: targeted && connections === TARGET_CONNECTIONS, r: await load(label, { ...opts, duration: SECONDS }, product.child) });
    }
  }
  const seedSeconds = ((Date.now() - seedStart) / 1000).toFixed(0);
  console.log(`\nMoney over ${SEED} bookings with ${paymentsSeeded} payments, ${UNPAID ? "most left unpaid (BENCH_SEED=unpaid)" : "paid as travellers pay"} (seeded in ${seedSeconds} s) on PostgreSQL ${database.shown}, ${os.cpus().length} CPUs`);
  console.log(`${owing.overdue} bookings with a payment overdue, ${owing.due} whose earliest unpaid instalment is due within the week either side of today`);
  console.log(`${SECONDS} s per case; target p95 <= ${TARGET_P95} ms one request at a time (the views and Insights)\n`);
  console.log("| connections | case | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/request | non-2xx | target |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const { connections, label, targeted, r } of runs) {
    const ok = r.p95 <= TARGET_P95 && r.non2xx + r.errors === 0;
    const verdict = targeted ? (ok ? "pass" : "FAIL") : "(no target)";
    console.log(`| ${connections} | ${label} | ${r.rps.toFixed(0)} | ${fmtMs(r.p50)} | ${fmtMs(r.p95)} | ${fmtMs(r.p99)} | ${r.cpuMs.toFixed(2)} | ${r.non2xx} | ${verdict} |`);
  }
} finally {
  if (product) await product.stop();
  // BENCH_KEEP=1 leaves the seeded database for EXPLAIN (its address is printed).
  if (process.env.BENCH_KEEP) {
    console.log(`\nKept ${database.shown}`);
    await database.keep();
  } else await database.drop();
}
