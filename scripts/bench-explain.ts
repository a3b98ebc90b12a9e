// Part of `npm run bench:api`: EXPLAIN ANALYZE of the very queries the server runs for each desk
// view (built by server/storage/bookings.ts), on the benchmark's database. Prints JSON.
import { sql } from "drizzle-orm";
import type { BookingView } from "@shared/booking-views";
import type { BookingStatus } from "@shared/schema";
import { openDatabase, type Db } from "../server/db";
import { bookingCountQuery, bookingPageQuery, type BookingQuery } from "../server/storage/bookings";
import { viewOrder } from "../server/desk/cursor";

interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

async function explain(db: Db, q: Built) {
  const { sql: text, params } = q.toSQL();
  // Inline the parameters the way PostgreSQL would bind them, for a plain EXPLAIN statement.
  const inlined = text.replace(/\$(\d+)/g, (_m, i) => {
    const v = params[Number(i) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  const res = (await db.execute(sql.raw(`explain (analyze, timing off, summary on) ${inlined}`))) as unknown as { rows: { "QUERY PLAN": string }[] };
  const lines = res.rows.map((r) => r["QUERY PLAN"]);
  const nodes = lines
    .map((l) => /(Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan|Seq Scan)(?: Backward)?(?: using (\w+))? on (\w+)/.exec(l))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => `${m[0].replace(/ on \w+$/, "")} (${m[3]})`);
  const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join("\n"))?.[1]);
  return { nodes, ms };
}

const database = await openDatabase({ url: process.env.DATABASE_URL! });
const userId = Number(process.env.BENCH_USER_ID);
const cases: { label: string; view: BookingView; status?: BookingStatus }[] = [
  { label: "all", view: "all" },
  { label: "all, status=pending", view: "all", status: "pending" },
  { label: "all, status=confirmed", view: "all", status: "confirmed" },
  { label: "all, status=cancelled", view: "all", status: "cancelled" },
  { label: "needs-reply", view: "needs-reply" },
  { label: "mine", view: "mine" },
  { label: "unassigned", view: "unassigned" },
  { label: "overdue", view: "overdue" },
  { label: "spam", view: "spam" },
];
const out = [];
for (const c of cases) {
  const base: BookingQuery = { view: c.view, status: c.status, userId, limit: 100, now: new Date() };
  const firstRows = await bookingPageQuery(database.db, base);
  const last = firstRows[99];
  const key = viewOrder(c.view);
  const page = await explain(database.db, bookingPageQuery(database.db, base));
  const next = last ? await explain(database.db, bookingPageQuery(database.db, { ...base, cursor: { key, at: last[key] ?? last.createdAt, id: last.id } })) : undefined;
  const count = await explain(database.db, bookingCountQuery(database.db, base));
  out.push({ label: c.label, page, next, count });
}
await database.close();
console.log(JSON.stringify(out));
