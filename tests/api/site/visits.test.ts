import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths } from "@shared/api-paths";

const ADDRESS_A = "203.0.113.77";
const ADDRESS_B = "198.51.100.23";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; FunnelTest/9.9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; FunnelOther/1.2) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15";

type Rows = { rows: Record<string, unknown>[] };

describe.each(DB_KINDS)("visit events on %s", (kind) => {
  let t: TestApp;
  // The visits' clock: 10:00 in Kolkata on 10 March, moved on by the tests.
  let clock = new Date("2026-03-10T04:30:00Z");
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as Rows).rows;
  const send = (body: unknown, address = ADDRESS_A, ua = BROWSER) =>
    request(t.app).post(apiPaths.visitEvents.href()).set("X-Forwarded-For", address).set("User-Agent", ua).send(body as object);
  const stored = async () => {
    await t.visits.recorder.flush();
    return rows(sql`select day::text as day, type, visitor, path, programme, source, campaign from visit_events order by id`);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { trustProxy: 1, eventRateLimit: 5, visitsNow: () => clock });
  });
  afterAll(() => t.close());

  it("when the same browser sends page views on one day, then it is one visitor; on the next day it is counted again", async () => {
    await send({ type: "pageview", path: "/" }).expect(202);
    await send({ type: "pageview", path: "/retreats?q=yoga" }).expect(202);
    await send({ type: "pageview", path: "/retreats" }, ADDRESS_B).expect(202);
    await send({ type: "pageview", path: "/retreats" }, ADDRESS_A, OTHER_BROWSER).expect(202);
    clock = new Date("2026-03-11T04:30:00Z");
    await send({ type: "pageview", path: "/retreats" }).expect(202);

    const events = await stored();
    expect(events.map((e) => e.day)).toEqual(["2026-03-10", "2026-03-10", "2026-03-10", "2026-03-10", "2026-03-11"]);
    expect(events[1].path).toBe("/retreats");
    const visitors = (day: string) => new Set(events.filter((e) => e.day === day).map((e) => e.visitor)).size;
    expect(visitors("2026-03-10")).toBe(3);
    expect(visitors("2026-03-11")).toBe(1);
    // A new day's salt: the same browser is not recognisable across days.
    expect(events[4].visitor).not.toBe(events[0].visitor);
    // The salt is in the process's memory only: no table holds one.
    expect(await rows(sql`select day::text as day from visit_salts`)).toEqual([]);
  });

  it("when events are stored, then no table holds the address or the user agent", async () => {
    await send({ type: "enquiry-open", path: "/womens-retreats", programme: "She Leads", referrer: "https://www.google.com/search?q=retreat", utmCampaign: "spring" }).expect(202);
    await stored();
    const tables = await rows(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    expect(tables.length).toBeGreaterThan(5);
    const dump = [];
    for (const { table_name } of tables) dump.push(JSON.stringify(await rows(sql.raw(`select * from "${String(table_name)}"`))));
    const everything = dump.join("\n");
    expect(everything).toContain("She Leads");
    for (const secret of [ADDRESS_A, ADDRESS_B, "FunnelTest", "FunnelOther", "203.0.113", "www.google.com/search"]) expect(everything).not.toContain(secret);
  });

  it("when a crawler or a browser with Global Privacy Control sends an event, then it is answered 202 and not counted", async () => {
    const before = (await stored()).length;
    await send({ type: "pageview", path: "/" }, ADDRESS_B, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)").expect(202);
    await send({ type: "pageview", path: "/" }, ADDRESS_B, "curl/8.5.0").expect(202);
    await request(t.app).post(apiPaths.visitEvents.href()).set("User-Agent", BROWSER).set("Sec-GPC", "1").send({ type: "pageview", path: "/" }).expect(202);
    expect((await stored()).length).toBe(before);
  });

  it("when the body is what navigator.sendBeacon sends (text/plain), then it is counted", async () => {
    const before = (await stored()).length;
    await request(t.app)
      .post(apiPaths.visitEvents.href())
      .set("X-Forwarded-For", "192.0.2.1")
      .set("User-Agent", BROWSER)
      .set("Content-Type", "text/plain;charset=UTF-8")
      .send(JSON.stringify({ type: "pageview", path: "/faqs" }))
      .expect(202);
    expect((await stored()).length).toBe(before + 1);
  });

  it("when an event is not valid, then it is a 400 (or 413) and nothing is stored", async () => {
    const before = (await stored()).length;
    const bad: unknown[] = [
      { type: "click", path: "/" },
      { type: "pageview", path: "/admin/bookings" },
      { type: "pageview", path: "/no-such-page" },
      { type: "pageview", path: "https://evil.example/" },
      { type: "pageview" },
      { type: "pageview", path: "/", extra: 1 },
      { type: "pageview", path: "/", utmCampaign: "x".repeat(501) },
      { type: "pageview", path: "/", programme: "a\u0000b" },
      [1, 2],
    ];
    for (const body of bad) {
      const res = await send(body, "192.0.2.9");
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const malformed = await request(t.app).post(apiPaths.visitEvents.href()).set("Content-Type", "text/plain").send("{not json");
    expect(malformed.status).toBe(400);
    const form = await request(t.app).post(apiPaths.visitEvents.href()).type("form").send("type=pageview&path=/");
    expect(form.status).toBe(400);
    const huge = await send({ type: "pageview", path: "/", programme: "p".repeat(5000) }, "192.0.2.9");
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("A visit event is at most 4 kB");
    expect((await stored()).length).toBe(before);
  });

  it("when one address sends more than EVENT_RATE_LIMIT events in an hour, then the rest get 429 and are not counted", async () => {
    const address = "192.0.2.55";
    const before = (await stored()).length;
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await send({ type: "pageview", path: "/about-us" }, address, i % 2 ? BROWSER : OTHER_BROWSER)).status);
      if (i === 2) await t.visits.recorder.flush();
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect((await stored()).length).toBe(before + 5);
    // The counter lives in the database, under a hash and not the address.
    const counters = await rows(sql`select key, hits from rate_limits where key like 'visit:%'`);
    expect(counters.some((c) => Number(c.hits) === 5)).toBe(true);
    expect(JSON.stringify(counters)).not.toContain(address);
  });
});
