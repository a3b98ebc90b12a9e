import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema/users";
import type { BookingListItem, TimelineEntry } from "@shared/api-types";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { deskClock, type DeskClock } from "../../support/desk-clock";
import { apiPaths } from "@shared/api-paths";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DB_KINDS)("follow-ups on %s", (kind) => {
  let t: TestApp;
  let clock: DeskClock;
  let staff: ReturnType<typeof request.agent>;
  let seeded: Awaited<ReturnType<typeof seedBookings>>;

  beforeAll(async () => {
    clock = deskClock();
    t = await buildTestApp(kind, { clock });
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    seeded = await seedBookings(t, [
      { firstName: "Anu", hoursAgo: 3 },
      { firstName: "Bala", hoursAgo: 2 },
      { firstName: "Charu", hoursAgo: 1 },
      { firstName: "Dev", hoursAgo: 1, suspect: "honeypot" },
    ]);
  });
  afterAll(async () => {
    await t.close();
    clock.dispose();
  });

  const put = (id: number, body: unknown) => staff.put(apiPaths.bookingFollowUp.href(id)).send(body as object);
  const inView = async () => {
    const res = await staff.get(apiPaths.bookings.href({ view: "follow-up" }));
    expect(res.status).toBe(200);
    return { names: (res.body as BookingListItem[]).map((b) => b.firstName), total: res.headers["x-total-count"] };
  };
  const timeline = async (id: number) => (await staff.get(apiPaths.bookingActivities.href(id))).body as TimelineEntry[];
  const followUpEntries = async (id: number) => (await timeline(id)).filter((e) => e.kind.startsWith("follow-up"));

  it("when the time is past, malformed, or the note too long, then 400 and nothing changes; an unknown booking is 404, a stranger 401", async () => {
    const id = seeded.Anu.id;
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    for (const body of [
      { at: past },
      { at: "tomorrow" },
      { at: "2026-13-01T09:00:00Z" },
      { at: new Date(clock.now().getTime() + DAY).toISOString(), note: "x".repeat(501) },
      { at: new Date(clock.now().getTime() + DAY).toISOString(), extra: 1 },
      {},
    ]) {
      const res = await put(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await staff.get(apiPaths.booking.href(id))).body.followUpAt).toBeNull();
    expect(await followUpEntries(id)).toEqual([]);
    expect((await put(999_999, { at: null })).status).toBe(404);
    expect((await put(0, { at: null })).status).toBe(400);
    expect((await request(t.app).put(apiPaths.bookingFollowUp.href(id)).send({ at: null })).status).toBe(401);
  });

  it("when follow-ups are set, then each booking joins Follow-ups due once its time comes, earliest first, with the count", async () => {
    const now = clock.now().getTime();
    const inTwoDays = new Date(now + 2 * DAY);
    const inThreeDays = new Date(now + 3 * DAY);
    const res = await put(seeded.Bala.id, { at: inThreeDays.toISOString(), note: "Call back after Diwali" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: seeded.Bala.id, followUpAt: inThreeDays.toISOString(), followUpNote: "Call back after Diwali" });
    // An offset is read as the instant it names.
    const withOffset = new Date(inTwoDays).toISOString().replace("Z", "+00:00");
    expect((await put(seeded.Charu.id, { at: withOffset })).body.followUpAt).toBe(inTwoDays.toISOString());
    expect((await put(seeded.Dev.id, { at: inTwoDays.toISOString() })).status).toBe(200);

    expect(await inView()).toEqual({ names: [], total: "0" });
    clock.advance(2 * DAY + HOUR);
    expect(await inView()).toEqual({ names: ["Charu"], total: "1" });
    clock.advance(DAY);
    // Suspected spam stays out, as in every view but spam.
    expect(await inView()).toEqual({ names: ["Charu", "Bala"], total: "2" });
    expect((await staff.get(apiPaths.bookingSummary.href())).body.views["follow-up"]).toBe(2);
    const page = await staff.get(apiPaths.bookings.href({ view: "follow-up", limit: 1 }));
    expect(page.body.map((b: BookingListItem) => b.firstName)).toEqual(["Charu"]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.link)![1];
    expect((await staff.get(next)).body.map((b: BookingListItem) => b.firstName)).toEqual(["Bala"]);

    const cleared = await put(seeded.Charu.id, { at: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ followUpAt: null, followUpNote: null });
    expect(await inView()).toEqual({ names: ["Bala"], total: "1" });
  });

  it("records setting, clearing and reaching a follow-up on the timeline, reaching once however many processes look", async () => {
    const id = seeded.Anu.id;
    const at = new Date(clock.now().getTime() + HOUR);
    await put(id, { at: at.toISOString(), note: "Ask about the women's retreat" }).expect(200);
    expect(await t.storage.bookings.reachFollowUps(clock.now())).not.toContain(id);
    clock.advance(2 * HOUR);
    const [a, b] = await Promise.all([t.storage.bookings.reachFollowUps(clock.now()), t.storage.bookings.reachFollowUps(clock.now())]);
    expect([...a, ...b].filter((x) => x === id)).toEqual([id]);
    expect(await t.storage.bookings.reachFollowUps(clock.now())).toEqual([]);
    await put(id, { at: null }).expect(200);
    // Clearing what is not set records nothing more.
    await put(id, { at: null }).expect(200);

    const entries = await followUpEntries(id);
    expect(entries).toEqual([
      expect.objectContaining({ kind: "follow-up-set", by: STAFF.username, followUpAt: at.toISOString(), note: "Ask about the women's retreat" }),
      expect.objectContaining({ kind: "follow-up-due", by: "system", at: at.toISOString(), followUpAt: at.toISOString() }),
      expect.objectContaining({ kind: "follow-up-cleared", by: STAFF.username }),
    ]);
  });

  it("when staff turn their digest off in Account, then /api/auth/me says so and it stays off", async () => {
    const off = await staff.patch(apiPaths.me.href()).send({ digestEnabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ username: STAFF.username, digestEnabled: false });
    expect((await staff.get(apiPaths.me.href())).body.digestEnabled).toBe(false);
    const [row] = await t.db.database.db.select().from(users).where(eq(users.username, STAFF.username));
    expect(row.digestEnabled).toBe(false);
    expect((await staff.patch(apiPaths.me.href()).send({ digestEnabled: "no" })).status).toBe(400);
    expect((await request(t.app).patch(apiPaths.me.href()).send({ digestEnabled: true })).status).toBe(401);
    expect((await staff.patch(apiPaths.me.href()).send({ digestEnabled: true })).body.digestEnabled).toBe(true);
  });
});
