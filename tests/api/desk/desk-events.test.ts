import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../server/auth/password";
import { buildBooking } from "../../support/factories";
import { openEventStream, signIn } from "../../support/event-stream";
import { waitFor } from "../../support/smtp";
import { buildTestApp, STAFF, TEST_PASSWORD_HASH_COST, type TestApp } from "../../support/test-app";
import { apiPaths } from "@shared/api-paths";

/** One process on the embedded database: its own enquiries reach its open desks over server-sent events. */
describe("GET /api/admin/events on pglite", () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp("pglite");
    server = http.createServer(t.app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cookie = await signIn(base, STAFF.username, STAFF.password);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it("when not signed in, then it answers 401 JSON", async () => {
    const res = await fetch(`${base}${apiPaths.deskEvents.href()}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it("when an enquiry is stored, then every open desk gets its id, uncompressed, with a retry hint", async () => {
    const [a, b] = await Promise.all([
      openEventStream(base, cookie, { "accept-encoding": "gzip, deflate, br" }),
      openEventStream(base, cookie),
    ]);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(a.headers.get("content-encoding")).toBeNull();
    expect(a.headers.get("cache-control")).toBe("no-store");
    const created = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    expect(created.status).toBe(201);
    expect(await a.nextBooking()).toBe(created.body.id);
    expect(await b.nextBooking()).toBe(created.body.id);
    expect(a.text().startsWith("retry: 3000\n\n")).toBe(true);
    expect(a.text()).toContain(`event: booking\ndata: {"id":${created.body.id}}\n\n`);
    a.close();
    b.close();
  });

  it("when a desk closes its stream, then the process forgets it", async () => {
    const s = await openEventStream(base, cookie);
    expect(t.events.subscriberCount()).toBeGreaterThan(0);
    s.close();
    for (let i = 0; i < 100 && t.events.subscriberCount() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.events.subscriberCount()).toBe(0);
  });

  it("when a bot's enquiry arrives, then no event is sent", async () => {
    const s = await openEventStream(base, cookie);
    await request(t.app).post(apiPaths.enquiries.href()).send({ ...buildBooking(), website: "http://spam.example" }).expect(201);
    const real = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    expect(await s.nextBooking()).toBe(real.body.id);
    expect(s.bookings()).toEqual([real.body.id]);
    s.close();
  });

  it("when a desk reconnects with the id it saw last, then the enquiries stored meanwhile come first, once each, suspect ones left out", async () => {
    const before = await openEventStream(base, cookie);
    const seen = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    expect(await before.nextBooking()).toBe(seen.body.id);
    expect(before.text()).toContain(`id: ${seen.body.id}\nevent: booking\ndata: {"id":${seen.body.id}}\n\n`);
    before.close();

    const missed1 = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    await request(t.app).post(apiPaths.enquiries.href()).send({ ...buildBooking(), website: "http://spam.example" }).expect(201);
    const missed2 = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    const after = await openEventStream(base, cookie, { "last-event-id": String(seen.body.id) });
    expect([await after.nextBooking(), await after.nextBooking()]).toEqual([missed1.body.id, missed2.body.id]);
    const live = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    expect(await after.nextBooking()).toBe(live.body.id);
    expect(after.bookings()).toEqual([missed1.body.id, missed2.body.id, live.body.id]);
    expect(after.text()).toContain(`id: ${live.body.id}\nevent: booking`);
    after.close();
  });

  it.each([
    ["zero", "0"],
    ["negative", "-1"],
    ["not a number", "abc"],
    ["in exponent form", "1e3"],
    ["16 digits", "9".repeat(16)],
    ["4,000 digits", "1".repeat(4000)],
  ])(
    "when a reconnecting desk's Last-Event-ID is %s, then nothing is caught up and live events still arrive",
    async (_label, header) => {
      await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201);
      const s = await openEventStream(base, cookie, { "last-event-id": header });
      expect(s.status).toBe(200);
      const live = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
      expect(await s.nextBooking()).toBe(live.body.id);
      expect(s.bookings()).toEqual([live.body.id]);
      s.close();
    },
  );

  it("when the hub closes (shutdown), then open streams end", async () => {
    const s = await openEventStream(base, cookie);
    await t.events.close();
    await s.ended;
    expect(s.text()).toContain("retry: 3000");
  });
});

/** A stream outlives the request that opened it: it ends when its session does, wherever that happened. */
describe("GET /api/admin/events when the session ends", () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp("pglite", { eventHeartbeatMs: 50 });
    server = http.createServer(t.app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await t.close();
  });

  const settled = (p: Promise<void>, ms: number) => Promise.race([p.then(() => "ended"), new Promise((r) => setTimeout(() => r("open"), ms))]);

  it("when the staff member stays signed in, then the stream stays open across heartbeats and still delivers", async () => {
    const cookie = await signIn(base, STAFF.username, STAFF.password);
    const s = await openEventStream(base, cookie);
    // Three heartbeats go by (one each 50 ms), then a booking still comes through the same stream.
    await waitFor("three heartbeats", () => (s.text().match(/^: keep-alive$/gm) ?? []).length >= 3, 5_000);
    const created = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    expect(await s.nextBooking(5_000)).toBe(created.body.id);
    s.close();
  });

  it("when the staff member signs out elsewhere, then the open stream ends and reopening it is refused", async () => {
    const cookie = await signIn(base, STAFF.username, STAFF.password);
    const s = await openEventStream(base, cookie);
    await fetch(`${base}${apiPaths.logout.href()}`, { method: "POST", headers: { cookie, origin: base } }).then((r) => expect(r.ok).toBe(true));
    expect(await settled(s.ended, 2_000)).toBe("ended");
    expect((await fetch(`${base}${apiPaths.deskEvents.href()}`, { headers: { cookie } })).status).toBe(401);
  });

  it("when an admin disables the account, then its open stream ends", async () => {
    const admin = await signIn(base, STAFF.username, STAFF.password);
    const user = await t.storage.users.createUser("meena", await hashPassword("a long agent password 42", TEST_PASSWORD_HASH_COST), { role: "agent" });
    const agent = await signIn(base, "meena", "a long agent password 42");
    const s = await openEventStream(base, agent);
    // The stream is live (a heartbeat came) before the account is disabled.
    await waitFor("a heartbeat", () => s.text().includes(": keep-alive"), 5_000);
    const disabled = await fetch(`${base}${apiPaths.user.href(user!.id)}`, {
      method: "PATCH",
      headers: { cookie: admin, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ disabled: true }),
    });
    expect(disabled.ok).toBe(true);
    expect(await settled(s.ended, 2_000)).toBe("ended");
  });
});
