import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema/users";
import { recentWeeks, weekOf } from "../../../server/storage/insight-weeks";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { addStaff } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

const DAY = 24;

describe.each(DB_KINDS)("insights on %s", (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof request.agent>;
  let me: number;
  let ravi: number;
  let gone: number;
  const now = Date.now();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    me = (await t.db.database.db.select().from(users).where(eq(users.username, STAFF.username)))[0].id;
    ravi = (await addStaff(t, "ravi", { name: "Ravi Kumar" })).id;
    gone = (await addStaff(t, "zoya", { disabled: true })).id;
    const google = { referrer: "https://www.google.com/search?q=x", sourcePath: "/retreats" };
    await seedBookings(
      t,
      [
        { firstName: "A", hoursAgo: 2, tripCategory: "Retreat", answered: true, assigneeId: me, source: { ...google, sourceProgramme: "Hills", utmCampaign: "spring" } },
        { firstName: "B", hoursAgo: 3, tripCategory: "Retreat", assigneeId: me, source: google },
        { firstName: "C", hoursAgo: 7 * DAY + 1, tripCategory: "Nomad", answered: true, assigneeId: ravi, status: "confirmed", source: { sourceProgramme: "Hills" } },
        { firstName: "D", hoursAgo: 7 * DAY + 2, tripCategory: "Nomad", status: "cancelled", assigneeId: gone, source: { sourcePath: "/international" } },
        { firstName: "E", hoursAgo: 30 * DAY, tripCategory: "Retreat", source: { referrer: "https://duckduckgo.com/" } },
        // Left out: suspect, and older than the 12 weeks.
        { firstName: "S", hoursAgo: 1, tripCategory: "Retreat", suspect: "honeypot", answered: true, assigneeId: me, source: google },
        { firstName: "O", hoursAgo: 100 * DAY, tripCategory: "Retreat", assigneeId: me, source: google },
      ],
      now,
    );
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it("when insights are asked for, then the figures are those of the non-suspect bookings of the last 12 weeks", async () => {
    const res = await staff.get(apiPaths.insights.href());
    expect(res.status).toBe(200);
    const weeks = recentWeeks(new Date());
    expect(res.body.weeks).toEqual(weeks);
    const wk = (hoursAgo: number) => weekOf(new Date(now - hoursAgo * 3_600_000));
    const expected = new Map<string, number>();
    for (const [h, c] of [[2, "Retreat"], [3, "Retreat"], [7 * DAY + 1, "Nomad"], [7 * DAY + 2, "Nomad"], [30 * DAY, "Retreat"]] as const) {
      const key = `${wk(h)}|${c}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const got = new Map(res.body.perWeek.map((r: { week: string; category: string; count: number }) => [`${r.week}|${r.category}`, r.count]));
    expect(got).toEqual(expected);
    // Each chart counts every enquiry once: those without that source under their own label.
    expect(res.body.bySource).toEqual([
      { kind: "campaign", label: "No campaign", count: 4 },
      { kind: "campaign", label: "spring", count: 1 },
      { kind: "page", label: "/retreats", count: 2 },
      { kind: "page", label: "Unknown page", count: 2 },
      { kind: "page", label: "/international", count: 1 },
      { kind: "programme", label: "No programme", count: 3 },
      { kind: "programme", label: "Hills", count: 2 },
      { kind: "referrer", label: "direct", count: 2 },
      { kind: "referrer", label: "www.google.com", count: 2 },
      { kind: "referrer", label: "duckduckgo.com", count: 1 },
    ]);
    // A and C were answered one hour after arrival, within the 24 hours; D and E were not, and their
    // 24 hours are over; B (3 hours old) is still inside its 24 hours: neither kept nor missed.
    expect(res.body.response).toEqual({ answered: 2, within24h: 2, decided: 4, waiting: 1, total: 5, medianMinutes: 60 });
    expect(res.body.statusMix).toEqual([
      { status: "cancelled", count: 1 },
      { status: "confirmed", count: 1 },
      { status: "pending", count: 3 },
    ]);
    expect(res.body.byStaff).toEqual([
      { userId: ravi, username: "ravi", name: "Ravi Kumar", assigned: 1, answered: 1 },
      { userId: me, username: STAFF.username, name: null, assigned: 2, answered: 1 },
      { userId: gone, username: "zoya", name: null, assigned: 1, answered: 0 },
    ]);
  });

  it("when the clock moves a day on, then the enquiry that was waiting counts as missed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: now + 2 * DAY * 3_600_000 });
    // Signed in at the later time: the earlier session would be idle for two days.
    const later = request.agent(t.app);
    await later.post(apiPaths.login.href()).send(STAFF).expect(200);
    const res = await later.get(apiPaths.insights.href()).expect(200);
    expect(res.body.response).toMatchObject({ within24h: 2, decided: 5, waiting: 0, total: 5 });
  });

  it("when 4 or 52 weeks are asked for, then the period follows; any other number is a 400", async () => {
    const four = await staff.get(apiPaths.insights.href(4)).expect(200);
    expect(four.body.weeks).toEqual(recentWeeks(new Date(), 4));
    // E (30 days old) is before the 4 weeks; A to D are in.
    expect(four.body.response).toMatchObject({ total: 4, decided: 3, waiting: 1 });
    const year = await staff.get(apiPaths.insights.href(52)).expect(200);
    expect(year.body.weeks).toHaveLength(52);
    // O (100 days old) is in a year; the suspect S never is.
    expect(year.body.response).toMatchObject({ total: 6, decided: 5 });
    const bad = await staff.get(apiPaths.insights.href(5));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "weeks", message: "Must be 4, 12 or 52" }]);
  });
});

describe.each(DB_KINDS)("insights of a desk of new enquiries on %s", (kind) => {
  let t: TestApp;
  afterAll(() => t.close());

  it("when every enquiry is inside its 24 hours, then none is decided: 0 missed, all waiting", async () => {
    t = await buildTestApp(kind);
    const staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    const now = Date.parse("2026-11-25T11:40:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      await seedBookings(t, Array.from({ length: 18 }, (_, i) => ({ firstName: `N${i}`, hoursAgo: i + 0.5, answered: i === 0 })), now);
      const res = await staff.get(apiPaths.insights.href()).expect(200);
      expect(res.body.response).toEqual({ answered: 1, within24h: 1, decided: 1, waiting: 17, total: 18, medianMinutes: 60 });
    } finally {
      vi.useRealTimers();
    }
  });
});
