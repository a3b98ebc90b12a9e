// Part of `npm run bench:api`: EXPLAIN ANALYZE of the very statements the server sends for each
// desk view (caught on their way to the database while the storage lists the view), on the
// benchmark's database. Prints JSON.
import { sql } from "drizzle-orm";
import type { BookingView } from "@shared/booking-views";
import type { BookingStatus } from "@shared/booking-status";
import { openDatabase, type Db } from "../server/db";
import { createStorage } from "../server/storage";
import { systemClock } from "../server/core/clock";

interface Statement {
  text: string;
  params: unknown[];
}

type PoolQuery = (config: string | { text: string }, params?: unknown[]) => Promise<unknown>;

/** Runs `work` and answers the statements it sent through the database's pool, in the order sent. */
async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<Statement[]> {
  const pool = (db as unknown as { $client: { query: PoolQuery } }).$client;
  const query = pool.query;
  const sent: Statement[] = [];
  pool.query = function (this: unknown, config, params) {
    sent.push({ text: typeof config === "string" ? config : config.text, params: params ?? [] });
    return query.call(this, config, params);
  };
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return sent;
}

async function explain(db: Db, { text, params }: Statement) {
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
const storage = createStorage(database.db, systemClock);
const userId = Number(process.env.BENCH_USER_ID);
const cases: { label: string; view: BookingView; status?: BookingStatus; q?: string }[] = [
  { label: "all", view: "all" },
  { label: "all, status=pending", view: "all", status: "pending" },
  { label: "all, status=confirmed", view: "all", status: "confirmed" },
  { label: "all, status=cancelled", view: "all", status: "cancelled" },
  { label: "needs-reply", view: "needs-reply" },
  { label: "mine", view: "mine" },
  { label: "unassigned", view: "unassigned" },
  { label: "overdue", view: "overdue" },
  { label: "spam", view: "spam" },
  // The searches bench-views.mjs runs, as [label, q].
  ...(JSON.parse(process.env.BENCH_SEARCHES || "[]") as [string, string][]).map(([label, q]) => ({ label, view: "all" as const, q })),
];
const out = [];
for (const c of cases) {
  const base = { view: c.view, status: c.status, q: c.q, userId, limit: 100 };
  let next: Awaited<ReturnType<typeof storage.bookings.listBookings>>["next"];
  // The first page sends the page (the one with a limit) and the count side by side, in either
  // order; a later page reuses the count, and a search whose first page is not full has no count.
  const first = await statementsOf(database.db, async () => {
    next = (await storage.bookings.listBookings(base)).next;
  });
  const pageSql = first.find((s) => /\blimit\b/i.test(s.text))!;
  const countSql = first.find((s) => s !== pageSql);
  const [nextSql] = next ? await statementsOf(database.db, () => storage.bookings.listBookings({ ...base, cursor: next })) : [];
  const page = await explain(database.db, pageSql);
  const count = countSql ? await explain(database.db, countSql) : undefined;
  out.push({ label: c.label, page, next: nextSql ? await explain(database.db, nextSql) : undefined, count });
}
await database.close();
console.log(JSON.stringify(out));
