// `node --import tsx scripts/profile-enquiry.ts`: where an enquiry's database time goes, on the
// embedded database and (with BENCH_DATABASE_URL, default the local server; BENCH_PG=0 skips it)
// on PostgreSQL, at 10,000 and 100,000 stored bookings (BENCH_SIZES). For each: the storage's
// enquiry call and a bare INSERT of the same row, alternated in blocks in one process (ms per
// call, and their ratio), then EXPLAIN (ANALYZE, BUFFERS) of the enquiry's statement, rolled back.
import { performance } from "node:perf_hooks";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { openDatabase, type Database } from "../server/db";
import { installRoutines } from "../server/storage/routines";
import { enquiryMailSettings } from "../server/mail/settings";
import { enquiryStatementText, enquiryStorage, enquiryValues } from "../server/storage/enquiries";
import pg from "pg";
import { requiredEnquiry } from "../tests/support/enquiry-body";

/** An empty PostgreSQL database for one profile, dropped after it. */
async function throwawayDatabase(adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres") {
  const name = `profile_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const BLOCK = Number(process.env.BENCH_BLOCK ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const mail = enquiryMailSettings();

let n = 0;
function enquiry() {
  n += 1;
  return insertBookingSchema.parse(requiredEnquiry({ lastName: `Raman ${n}`, email: `meera.${n}@example.com`, specialRequests: "Vegetarian meals, please." }));
}

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
const queryOf = (d: Database): Query => {
  const client = (d.db as unknown as { $client: { query: Query } }).$client;
  return (text, values) => client.query(text, values);
};

/** Bookings and their two e-mails each, as the enquiry path leaves them, spread over 30 days. */
async function seed(d: Database, size: number) {
  const q = queryOf(d);
  await q(`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, created_at)
    select 'Seed', 'Visitor ' || g, 'seed' || g || '@example.com', '+91 90000 ' || lpad(g::text, 5, '0'), 'India', 'retreat',
      'Women''s Signature Retreats', 2, now() - (g % 43200) * interval '1 minute'
    from generate_series(1, ${size}) g`);
  await q(`insert into mail_outbox (booking_id, kind, to_address, mailbox, message_id, status, created_at, sent_at)
    select b.id, k.kind, case when k.kind = 'acknowledgement' then b.email else 'desk@example.com' end,
      case when k.kind = 'acknowledgement' then mailbox_key(b.email) end,
      '<seed-' || b.id || '-' || k.kind || '@example.com>', 'sent', b.created_at, b.created_at
    from bookings b cross join (values ('acknowledgement'), ('staff-alert')) k(kind)`);
  await q("vacuum analyze");
}

async function timeBlocks(d: Database) {
  const store = enquiryStorage(d.db);
  const q = queryOf(d);
  const bare = (e: ReturnType<typeof enquiry>) =>
    q(
      `insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, special_requests)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9) returning *`,
      [e.firstName, e.lastName, e.email, e.phone, e.country, e.tripType, e.tripCategory, e.groupSize, e.specialRequests ?? null],
    );
  const call = (e: ReturnType<typeof enquiry>) =>
    store.acceptEnquiry(e, { rateLimit: { key: `booking:10.0.${n % 250}.${n % 200}`, windowMs: 3_600_000, limit: 100_000_000 }, mail });
  const block = async (f: (e: ReturnType<typeof enquiry>) => Promise<unknown>) => {
    const t0 = performance.now();
    for (let i = 0; i < BLOCK; i++) await f(enquiry());
    return (performance.now() - t0) / BLOCK;
  };
  await block(call);
  await block(bare);
  const times = { enquiry: [] as number[], bare: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    times.enquiry.push(await block(call));
    times.bare.push(await block(bare));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { enquiry: mean(times.enquiry), bare: mean(times.bare) };
}

async function explain(d: Database) {
  const q = queryOf(d);
  const e = enquiry();
  const values = enquiryValues(e, { rateLimit: { key: "booking:explain", windowMs: 3_600_000, limit: 100_000_000 }, mail });
  await q("begin");
  try {
    const { rows } = await q(`explain (analyze, buffers, costs off, timing on) ${enquiryStatementText()}`, values);
    return rows.map((r) => String(r["QUERY PLAN"])).join("\n");
  } finally {
    await q("rollback");
  }
}

async function profile(kind: string, open: () => Promise<{ d: Database; drop: () => Promise<void> }>) {
  for (const size of SIZES) {
    const { d, drop } = await open();
    try {
      await seed(d, size);
      const t = await timeBlocks(d);
      console.log(`\n## ${kind}, ${size.toLocaleString("en")} bookings`);
      console.log(`enquiry call ${t.enquiry.toFixed(3)} ms, bare INSERT ${t.bare.toFixed(3)} ms, ratio (bare / enquiry) ${(t.bare / t.enquiry).toFixed(2)}`);
      console.log(await explain(d));
    } finally {
      await d.close();
      await drop();
    }
  }
}

await profile("PGlite", async () => ({ d: await openDatabase({ pgliteDir: "memory://", afterMigrations: installRoutines }), drop: async () => {} }));
if (process.env.BENCH_PG !== "0") {
  await profile("PostgreSQL", async () => {
    const t = await throwawayDatabase(process.env.BENCH_DATABASE_URL);
    return { d: await openDatabase({ url: t.url, afterMigrations: installRoutines }), drop: t.drop };
  });
}
