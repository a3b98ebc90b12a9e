import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP } from "@shared/search-counts";
import { DB_KINDS } from "../../support/database";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { apiPaths } from "@shared/api-paths";

// 1,500 bookings whose enquiry says "vegetarian", 40 of them suspected spam, 25 of them cancelled,
// and 3 whose enquiry says "lisbon" as well.
const SEEDED = 1500;

describe.each(DB_KINDS)("a search that finds more bookings than it counts, on %s", (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await t.db.database.db.execute(sql`
      insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, reference, status,
        special_requests, suspect, created_at, updated_at, due_at, reply_due_at)
      select 'Guest' || g, 'Seed', 'guest' || g || '@example.com', '+91 98' || lpad(g::text, 8, '0'), 'India', 'retreat', 'Retreats', 2,
        'S' || lpad(g::text, 7, '0'), case when g % 60 = 0 then 'cancelled' else 'pending' end,
        'Vegetarian food please' || case when g <= 3 then ', and a day in Lisbon' else '' end,
        case when g % 37 = 0 then 'honeypot' end, c, c, c + interval '24 hours', c + interval '24 hours'
      from (select g, now() - (g * 10 || ' minutes')::interval as c from generate_series(1, ${SEEDED}) g) s`);
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
  }, 120_000);
  afterAll(() => t?.close());

  it("when staff search a word in most bookings, then the counts past the cap read as the cap and say so, and the small ones stay exact", async () => {
    const summary = (await staff.get(apiPaths.bookingSummary.href("vegetarian")).expect(200)).body;
    expect(summary.total).toBe(SEARCH_COUNT_CAP);
    expect(summary.views.all).toBe(SEARCH_COUNT_CAP);
    expect(summary.views["needs-reply"]).toBe(SEARCH_COUNT_CAP);
    expect(summary.pending).toBe(SEARCH_COUNT_CAP);
    expect(summary.capped).toEqual(expect.arrayContaining(["all", "needs-reply", "unassigned", "pending"]));
    // 1,500 / 37 = 40 suspected; 25 cancelled, of which none is a multiple of 37 * 60 within 1,500.
    expect(summary.views.spam).toBe(40);
    expect(summary.cancelled).toBe(25);
    expect(summary.views["refund-due"]).toBe(0);
    expect(summary.capped).not.toContain("spam");
    expect(summary.capped).not.toContain("cancelled");
  });

  it("when staff search a word in a few bookings, then every count is exact and none is capped", async () => {
    const summary = (await staff.get(apiPaths.bookingSummary.href("lisbon")).expect(200)).body;
    expect(summary.total).toBe(3);
    expect(summary.views["needs-reply"]).toBe(3);
    expect(summary.capped).toEqual([]);
    const list = await staff.get(apiPaths.bookings.href({ q: "lisbon" })).expect(200);
    expect(list.headers["x-total-count"]).toBe("3");
    expect(list.headers["x-total-capped"]).toBeUndefined();
  });

  it("when the list of such a search is paged, then every page says the total is the cap and capped, and the pages hold different bookings", async () => {
    const first = await staff.get(apiPaths.bookings.href({ q: "vegetarian", limit: 100 })).expect(200);
    expect(first.body).toHaveLength(100);
    expect(first.headers["x-total-count"]).toBe(String(SEARCH_COUNT_CAP));
    expect(first.headers["x-total-capped"]).toBe("true");
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link)?.[1];
    expect(next).toBeDefined();
    const second = await staff.get(next!).expect(200);
    expect(second.headers["x-total-count"]).toBe(String(SEARCH_COUNT_CAP));
    expect(second.headers["x-total-capped"]).toBe("true");
    const ids = new Set(first.body.map((b: { id: number }) => b.id));
    expect(second.body.some((b: { id: number }) => ids.has(b.id))).toBe(false);
  });

  it("when a view is not searched, then its count is exact whatever its size", async () => {
    const summary = (await staff.get(apiPaths.bookingSummary.href()).expect(200)).body;
    expect(summary.total).toBe(SEEDED - 40);
    expect(summary.capped).toEqual([]);
    const list = await staff.get(apiPaths.bookings.href({ limit: 10 })).expect(200);
    expect(list.headers["x-total-count"]).toBe(String(SEEDED - 40));
  });
});
