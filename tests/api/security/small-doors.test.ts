import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { signedIn } from "../../support/staff";
import { buildBooking } from "../../support/factories";
import { apiPaths } from "@shared/api-paths";

type Rows = { rows: Record<string, unknown>[] };

/** Issue 35's low findings, each closed: every answer below was wrong on the release before. */
describe.each(DB_KINDS)("the small doors on %s", (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof request.agent>;
  let clock = new Date("2026-03-10T04:30:00Z");
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as Rows).rows;
  const enquiry = async () => (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201)).body as { id: number };

  beforeAll(async () => {
    t = await buildTestApp(kind, { trustProxy: 1, visitsNow: () => clock });
    admin = await signedIn(t, STAFF);
  });
  afterAll(() => t.close());

  it.each([
    ["malformed JSON (400)", () => admin.post(apiPaths.bookingActivities.href(1)).set("Content-Type", "application/json").send('{"kind": '), 400],
    ["a body over 100 kB (413)", () => admin.post(apiPaths.bookingActivities.href(1)).send({ kind: "note", body: "x".repeat(120_000) }), 413],
    ["a foreign Origin (403)", () => admin.post(apiPaths.bookingActivities.href(1)).set("Origin", "https://evil.example").send({ kind: "note", body: "hi" }), 403],
    ["a NUL in the URL (400)", () => admin.get(apiPaths.bookings.href({ q: "a\u0000b" })), 400],
    ["a URL too long (414)", () => admin.get(apiPaths.bookings.href({ q: "a".repeat(5000) })), 414],
    ["a NUL on a sign-in path (400)", () => request(t.app).get(`${apiPaths.me.href()}%00`), 400],
    ["malformed JSON at sign-in (400)", () => request(t.app).post(apiPaths.login.href()).set("Content-Type", "application/json").send("{"), 400],
  ] as const)("when a staff request is refused for %s, then the refusal is no-store too", async (_what, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("when a follow-up names an offset no clock has (+24:00, +05:99), then it is a 400 and nothing changes", async () => {
    const { id } = await enquiry();
    for (const at of ["2030-01-01T09:00:00+24:00", "2030-01-01T09:00:00+05:99", "2030-01-01T09:00:00-15:00"]) {
      const res = await admin.put(apiPaths.bookingFollowUp.href(id)).send({ at, note: "call back" });
      expect(res.status, at).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: "at" })]);
    }
    expect(await rows(sql`select follow_up_at from bookings where id = ${id}`)).toEqual([{ follow_up_at: null }]);
    await admin.put(apiPaths.bookingFollowUp.href(id)).send({ at: "2030-01-01T09:00:00+14:00" }).expect(200);
  });

  it("when a booking's personal data is erased, then no follow-up can be set on it (409) and its note is gone", async () => {
    const { id } = await enquiry();
    await admin.put(apiPaths.bookingFollowUp.href(id)).send({ at: "2030-01-01T09:00:00+05:30", note: "Note-Trace-Ravi" }).expect(200);
    await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
    const res = await admin.put(apiPaths.bookingFollowUp.href(id)).send({ at: "2030-01-02T09:00:00+05:30", note: "again" });
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(await rows(sql`select * from booking_activities where booking_id = ${id}`))).not.toContain("Note-Trace-Ravi");
    expect(await rows(sql`select follow_up_at, follow_up_note from bookings where id = ${id}`)).toEqual([{ follow_up_at: null, follow_up_note: null }]);
  });

  it("when two bookings would become duplicates of each other, directly or round a chain, then the mark that closes the loop is refused", async () => {
    const a = await enquiry();
    const b = await enquiry();
    const c = await enquiry();
    await admin.put(apiPaths.bookingDuplicateOf.href(a.id)).send({ bookingId: b.id }).expect(200);
    const back = await admin.put(apiPaths.bookingDuplicateOf.href(b.id)).send({ bookingId: a.id });
    expect(back.status).toBe(400);
    expect(back.body.errors).toEqual([expect.objectContaining({ path: "bookingId" })]);
    await admin.put(apiPaths.bookingDuplicateOf.href(b.id)).send({ bookingId: c.id }).expect(200);
    expect((await admin.put(apiPaths.bookingDuplicateOf.href(c.id)).send({ bookingId: a.id })).status).toBe(400);
    expect(await rows(sql`select duplicate_of_id from bookings where id = ${c.id}`)).toEqual([{ duplicate_of_id: null }]);
  });

  describe("beacons", () => {
    const beacon = (body: object, address: string, ua = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0") =>
      request(t.app).post(apiPaths.visitEvents.href()).set("X-Forwarded-For", address).set("User-Agent", ua).send(body);
    const stored = async () => {
      await t.visits.recorder.flush();
      return rows(sql`select visitor, programme, campaign from visit_events order by id`);
    };

    it("when a beacon names a programme not ours or a campaign over 64 characters, then it is counted under other, not refused", async () => {
      await beacon({ type: "pageview", path: "/", programme: "P".repeat(400), utmCampaign: "c".repeat(300) }, "192.0.2.1").expect(202);
      await beacon({ type: "enquiry-open", path: "/", programme: "She Leads", utmCampaign: "diwali-2026" }, "192.0.2.1").expect(202);
      const events = (await stored()).slice(-2);
      expect(events.map((e) => [e.programme, e.campaign])).toEqual([
        ["other", "other"],
        ["She Leads", "diwali-2026"],
      ]);
    });

    it("when one address rotates its User-Agent on every request, then it counts as at most six visitors that day", async () => {
      const before = (await stored()).length;
      for (let i = 0; i < 40; i++) await beacon({ type: "pageview", path: "/" }, "198.51.100.77", `Mozilla/5.0 Rotating/${i}`).expect(202);
      const visitors = new Set((await stored()).slice(before).map((e) => e.visitor));
      expect(visitors.size).toBe(6);
      // A household's second browser still counts: the limit is not one browser per address.
      await beacon({ type: "pageview", path: "/" }, "198.51.100.78", "Mozilla/5.0 A").expect(202);
      await beacon({ type: "pageview", path: "/" }, "198.51.100.78", "Mozilla/5.0 B").expect(202);
      expect(new Set((await stored()).slice(-2).map((e) => e.visitor)).size).toBe(2);
    });

    it("when the roll-up runs, then daily rows older than VISIT_RETENTION_DAYS are deleted and newer ones kept", async () => {
      await t.db.database.db.execute(sql`
        insert into visit_daily (day, dimension, key, visitors, pageviews, enquiry_opens)
        values ('2025-01-01', 'total', '', 3, 4, 0), ('2026-02-20', 'total', '', 5, 6, 0)`);
      expect(await t.storage.visits.rollUpVisits("2026-03-12", 30)).toBe(true);
      const days = (await rows(sql`select day::text as day from visit_daily where dimension = 'total' order by day`)).map((r) => r.day);
      expect(days).not.toContain("2025-01-01");
      expect(days).toContain("2026-02-20");
      clock = new Date("2026-03-12T04:30:00Z");
    });
  });
});
