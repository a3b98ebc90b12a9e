import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingView } from "@shared/booking-views";
import { createStorage } from "../../../server/storage";
import type { Db } from "../../../server/db";
import { DB_KINDS, freshDatabase, type TestDb } from "../../support/database";
import { explainPlan, planNodes } from "../../support/query-plan";
import { systemClock } from "../../../server/core/clock";

type Query = (text: string, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;

/** The statements `work` sends through the database client, with their parameters. */
async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  const sent: { text: string; params: unknown[] }[] = [];
  client.query = function (this: unknown, text, params, ...rest) {
    sent.push({ text: typeof text === "string" ? text : (text as { text: string }).text, params: params ?? [] });
    return query.call(this, text, params, ...rest);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return sent;
}

const inline = ({ text, params }: { text: string; params: unknown[] }) =>
  text.replace(/\$(\d+)/g, (_m, i) => {
    const v = params[Number(i) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });

describe.each(DB_KINDS)("the desk's dated views over many bookings, on %s", (kind) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await freshDatabase(kind);
    const d = db.database.db;
    // 20,000 bookings, one every 10 minutes: one in 33 unanswered and past its reply due, one in 40
    // with a follow-up that has come due, one in 20 with a payment overdue, one in 50 owed a refund;
    // the rest answered, with none of these.
    await d.execute(sql`
      insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, reference,
        created_at, updated_at, due_at, reply_due_at, follow_up_at, payment_due_on, refund_due_by)
      select 'Guest' || g, 'Seed', 'guest' || g || '@example.com', '+91 98' || lpad(g::text, 8, '0'), 'India', 'retreat', 'Retreats', 2,
        'S' || lpad(g::text, 7, '0'), c, c, c + interval '24 hours',
        case when g % 33 = 0 then c + interval '24 hours' end, case when g % 40 = 0 then c + interval '2 days' end,
        case when g % 20 = 0 then (c - interval '30 days')::date end, case when g % 50 = 0 then c::date end
      from (select g, now() - interval '3 days' - (g * 10 || ' minutes')::interval as c from generate_series(1, 20000) g) s`);
    await d.execute(sql`analyze bookings`);
  }, 120_000);
  afterAll(() => db?.drop());

  // Reading every booking of the view to sort them would grow with the inbox; the first page should
  // read its rows off the view's index, in order, and stop.
  it.each<[BookingView, string]>([
    ["overdue", "bookings_reply_due_idx"],
    ["follow-up", "bookings_follow_up_idx"],
    ["payment-overdue", "bookings_payment_due_idx"],
    ["refund-due", "bookings_refund_due_idx"],
  ])("when the desk opens %s, then its first page is read in order off %s, without sorting the view", async (view, index) => {
    const storage = createStorage(db.database.db, systemClock);
    let found = 0;
    const sent = await statementsOf(db.database.db, async () => {
      found = (await storage.bookings.listBookings({ view, limit: 100 })).items.length;
    });
    expect(found).toBe(100);
    const page = sent.find((s) => /order by/i.test(s.text) && /limit/i.test(s.text));
    expect(page).toBeDefined();
    const all = planNodes(await explainPlan(db.database.db, inline(page!)));
    expect(all.map((n) => n["Node Type"])).not.toContain("Sort");
    expect(all.find((n) => n["Node Type"] === "Index Scan" && n["Index Name"] === index)).toBeDefined();
  });
});
