import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Funnel } from "@shared/funnel";
import type { VisitRow } from "../../../server/storage/visits";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { apiPaths } from "@shared/api-paths";

type Rows = { rows: Record<string, unknown>[] };

const ev = (day: string, visitor: string, type: "pageview" | "enquiry-open", path: string, more: Partial<VisitRow> = {}): VisitRow => ({
  day,
  type,
  visitor,
  path,
  programme: null,
  source: "direct",
  campaign: null,
  ...more,
});

// Two days in Kolkata. v1 lands from Google on the spring campaign, reads two pages and opens the
// dialog for "Hills"; v2 comes direct, opens it twice; v3 only looks; on the 11th v1 comes back.
const google = { source: "www.google.com", campaign: "spring" };
const EVENTS: VisitRow[] = [
  ev("2026-03-10", "v1", "pageview", "/retreats", google),
  ev("2026-03-10", "v1", "pageview", "/womens-retreats", google),
  ev("2026-03-10", "v1", "enquiry-open", "/womens-retreats", { ...google, programme: "Hills" }),
  ev("2026-03-10", "v2", "pageview", "/womens-retreats"),
  ev("2026-03-10", "v2", "enquiry-open", "/womens-retreats", { programme: "Hills" }),
  ev("2026-03-10", "v2", "enquiry-open", "/womens-retreats", { programme: "Sea" }),
  ev("2026-03-10", "v3", "pageview", "/"),
  ev("2026-03-11", "v1", "pageview", "/womens-retreats", google),
  // Outside the period asked for.
  ev("2026-03-12", "v9", "pageview", "/womens-retreats"),
];

describe.each(DB_KINDS)("the funnel on %s", (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof request.agent>;
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as Rows).rows;
  const funnel = async (from = "2026-03-10", to = "2026-03-11"): Promise<Funnel> => {
    const res = await staff.get(apiPaths.funnel.href(from, to));
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.body;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    await t.storage.visits.storeVisitBatch(EVENTS, [], 1000);
    const at = (iso: string) => Date.parse(iso);
    const hoursBefore = (iso: string) => (Date.now() - at(iso)) / 3_600_000;
    await seedBookings(t, [
      { firstName: "A", hoursAgo: hoursBefore("2026-03-10T12:00:00+05:30"), source: { sourcePath: "/womens-retreats", sourceProgramme: "Hills", referrer: "https://www.google.com/search?q=x", utmCampaign: "spring" } },
      { firstName: "B", hoursAgo: hoursBefore("2026-03-11T23:30:00+05:30"), source: { sourcePath: "/womens-retreats", sourceProgramme: "Sea" } },
      // Left out: suspect; the 12th in Kolkata (though still the 11th in UTC); before the period.
      { firstName: "S", hoursAgo: hoursBefore("2026-03-10T13:00:00+05:30"), suspect: "honeypot", source: { sourcePath: "/womens-retreats" } },
      { firstName: "L", hoursAgo: hoursBefore("2026-03-12T00:30:00+05:30"), source: { sourcePath: "/womens-retreats" } },
      { firstName: "E", hoursAgo: hoursBefore("2026-03-09T23:00:00+05:30"), source: { sourcePath: "/womens-retreats" } },
    ]);
  });
  afterAll(() => t.close());

  const expected: Funnel = {
    totals: { visitors: 4, pageviews: 5, enquiryOpens: 3, enquiries: 2 },
    byPage: [
      { key: "/womens-retreats", visitors: 3, enquiryOpens: 3, enquiries: 2 },
      { key: "/", visitors: 1, enquiryOpens: 0, enquiries: 0 },
      { key: "/retreats", visitors: 1, enquiryOpens: 0, enquiries: 0 },
    ],
    byProgramme: [
      { key: "Hills", visitors: 2, enquiryOpens: 2, enquiries: 1 },
      { key: "Sea", visitors: 1, enquiryOpens: 1, enquiries: 1 },
    ],
    bySource: [
      { key: "direct", visitors: 2, enquiryOpens: 2, enquiries: 1 },
      { key: "www.google.com", visitors: 2, enquiryOpens: 1, enquiries: 1 },
    ],
    byCampaign: [{ key: "spring", visitors: 2, enquiryOpens: 1, enquiries: 1 }],
  };

  it("when the funnel of a period is asked for, then visitors are each day's unique visitors summed, with the period's dialogs and enquiries", async () => {
    expect(await funnel()).toEqual(expected);
  });

  it("when the finished days are rolled up, then the funnel answers the same from the roll-up, and a second roll-up changes nothing", async () => {
    // As if a batch had been lost half-way: closing the day recomputes it from the raw events.
    await rows(sql`update visit_daily set visitors = 99 where day = '2026-03-10' and dimension = 'total'`);
    expect(await t.storage.visits.rollUpVisits("2026-03-12")).toBe(true);
    const daily = await rows(sql`select day::text as day, dimension, key, visitors from visit_daily where dimension = 'total' order by day`);
    expect(daily).toEqual([
      { day: "2026-03-10", dimension: "total", key: "", visitors: 3 },
      { day: "2026-03-11", dimension: "total", key: "", visitors: 1 },
      { day: "2026-03-12", dimension: "total", key: "", visitors: 1 },
    ]);
    expect(await funnel()).toEqual(expected);
    // The 12th is not over: counted as its events came, its visitors' pseudonyms still kept.
    expect((await funnel("2026-03-12", "2026-03-12")).totals.visitors).toBe(1);
    expect(await rows(sql`select distinct day::text as day from visit_seen`)).toEqual([{ day: "2026-03-12" }]);
    const count = async () => Number((await rows(sql`select count(*) as n from visit_daily`))[0].n);
    const before = await count();
    expect(await t.storage.visits.rollUpVisits("2026-03-12")).toBe(true);
    expect(await count()).toBe(before);
    expect(await funnel()).toEqual(expected);
  });

  it("when raw events are older than 30 days, then the roll-up deletes them and keeps their sums", async () => {
    await t.storage.visits.rollUpVisits("2026-04-11");
    const left = await rows(sql`select day::text as day from visit_events order by day`);
    expect(left).toEqual([{ day: "2026-03-12" }]);
    expect(await funnel()).toEqual(expected);
    expect((await funnel("2026-03-12", "2026-03-12")).totals.visitors).toBe(1);
    expect((await funnel("2026-03-10", "2026-04-10")).totals.visitors).toBe(5);
  });

  it("when a booking's referrer has user info, a port or capitals, then its source is the host name, as for a visit", async () => {
    const hoursAgo = (Date.now() - Date.parse("2026-06-01T12:00:00+05:30")) / 3_600_000;
    await seedBookings(t, [
      { firstName: "R", hoursAgo, source: { referrer: "https://someone@News.Example.ORG:8443/story?x=1#top" } },
      { firstName: "Q", hoursAgo, source: { referrer: "not a url" } },
    ]);
    const { bySource } = await funnel("2026-06-01", "2026-06-01");
    expect(bySource).toEqual([
      { key: "direct", visitors: 0, enquiryOpens: 0, enquiries: 1 },
      { key: "news.example.org", visitors: 0, enquiryOpens: 0, enquiries: 1 },
    ]);
  });

  it("when the period is not two valid days in order, then it is a 400", async () => {
    for (const q of ["", "from=2026-03-10", "from=2026-03-10&to=2026-02-30", "from=2026-03-11&to=2026-03-10", "from=10/03/2026&to=2026-03-11", "from=2020-01-01&to=2026-01-01"]) {
      const res = await staff.get(`${apiPaths.funnel.pattern}?${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  it("when nobody is signed in, then it is a 401", async () => {
    await request(t.app).get(apiPaths.funnel.href("2026-03-10", "2026-03-11")).expect(401);
  });
});
