import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { totpCode } from "../../support/authenticator";
import { openDatabase, type Database } from "../../../server/db";
import { createStorage } from "../../../server/storage";
import { createApp } from "../../../server/app/app";
import { createLogger } from "../../../server/core/logger";
import { createBookingEvents, type BookingEvents } from "../../../server/events/booking-events";
import { openEventStream, signIn } from "../../support/event-stream";
import { buildBooking } from "../../support/factories";
import { buildTestApp, STAFF, TEST_PASSWORD_HASH_COST, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { addStaff, enrol, signedIn, type Member, useAppSignedIn } from "../../support/staff";
import { systemClock } from "../../../server/core/clock";
import { apiPaths } from "@shared/api-paths";

/** The next step's code: accepted (clock drift) even when the current step was just used. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe.each(DB_KINDS)("a half-signed-in session on %s", (kind) => {
  const { t, staff: admin } = useAppSignedIn(kind);

  /** A member with two-factor on, and an agent of theirs waiting at the code step. */
  async function waitingAtCode(name: string) {
    const m = await addStaff(t, name, { role: "agent" });
    const full = await signedIn(t, m);
    const { secret } = await enrol(full);
    const half = request.agent(t.app);
    expect((await half.post(apiPaths.login.href()).send({ username: m.username, password: m.password })).body).toEqual({ twoFactorRequired: true });
    return { m, full, half, secret };
  }

  it("when the password changes elsewhere, then the old password's session can't complete with a code", async () => {
    const { m, full, half, secret } = await waitingAtCode("pending-pw");
    await full.post(apiPaths.password.href()).send({ currentPassword: m.password, newPassword: "a brand new long passphrase" }).expect(204);
    const res = await half.post(apiPaths.loginCode.href()).send({ code: nextCode(secret) });
    expect(res.status).toBe(401);
    expect((await half.get(apiPaths.bookings.href())).status).toBe(401);
  });

  it("when the account is disabled, then the waiting session can't complete", async () => {
    const { m, half, secret } = await waitingAtCode("pending-off");
    await admin.patch(apiPaths.user.href(m.id)).send({ disabled: true }).expect(200);
    await admin.patch(apiPaths.user.href(m.id)).send({ disabled: false }).expect(200);
    expect((await half.post(apiPaths.loginCode.href()).send({ code: nextCode(secret) })).status).toBe(401);
  });

  it("when an admin resets the member's two-factor, then the waiting session can't complete", async () => {
    const { m, half, secret } = await waitingAtCode("pending-reset");
    await admin.delete(apiPaths.userTotp.href(m.id)).expect(204);
    expect((await half.post(apiPaths.loginCode.href()).send({ code: nextCode(secret) })).status).toBe(401);
  });

  it("when nothing happens meanwhile, then the same step completes (the control)", async () => {
    const { half, secret } = await waitingAtCode("pending-ok");
    expect((await half.post(apiPaths.loginCode.href()).send({ code: nextCode(secret) })).status).toBe(200);
  });
});

interface Process {
  app: Express;
  base: string;
  stop(): Promise<void>;
}

/** An app listening on a port; on PostgreSQL a second one has its own pool and its own LISTEN connection. */
async function listen(app: Express, stopMore: () => Promise<void> = async () => {}): Promise<Process> {
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    app,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await stopMore();
    },
  };
}

async function secondProcess(url: string): Promise<Process> {
  const database: Database = await openDatabase({ url });
  const storage = createStorage(database.db, systemClock);
  const events: BookingEvents = createBookingEvents(database);
  await events.ready;
  const app = createApp({
    storage,
    config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy: undefined, publicUrl: undefined, passwordHashCost: TEST_PASSWORD_HASH_COST },
    clock: systemClock,
    sessionSecret: "test-secret-test-secret-test-secret-1234",
    logger: createLogger("silent"),
    ping: database.ping,
    events,
  });
  return listen(app, async () => {
    await events.close();
    await database.close();
  });
}

describe.each(DB_KINDS)("the live-arrivals stream when its session ends, on %s", (kind) => {
  let t: TestApp;
  /** Where the session ends. */
  let acting: Process;
  /** Where the stream is open: another process on PostgreSQL. */
  let streaming: Process;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    acting = await listen(t.app);
    streaming = kind === "postgres" ? await secondProcess(t.db.url!) : acting;
    admin = request.agent(t.app);
    await admin.post(apiPaths.login.href()).send(STAFF).expect(200);
  });
  afterAll(async () => {
    if (streaming !== acting) await streaming.stop();
    await acting.stop();
    await t.close();
  });

  /** Opens a stream for a new member (the default 25 s heartbeat: only the notification can close it in time). */
  async function openFor(name: string): Promise<{ m: Member; cookie: string; stream: Awaited<ReturnType<typeof openEventStream>> }> {
    const m = await addStaff(t, name, { role: "agent" });
    const cookie = await signIn(streaming.base, m.username, m.password);
    const stream = await openEventStream(streaming.base, cookie);
    expect(stream.status).toBe(200);
    return { m, cookie, stream };
  }

  async function closesWithinASecond(stream: Awaited<ReturnType<typeof openEventStream>>, end: () => Promise<unknown>) {
    await end();
    const started = Date.now();
    const closed = await Promise.race([stream.ended.then(() => true), new Promise((r) => setTimeout(() => r(false), 1_000))]);
    stream.close();
    expect(closed, `closed ${Date.now() - started} ms after`).toBe(true);
  }

  it("when its session signs out, then the stream closes within a second", async () => {
    const { cookie, stream } = await openFor("stream-out");
    await closesWithinASecond(stream, () => request(acting.app).post(apiPaths.logout.href()).set("Cookie", cookie).expect(204));
  });

  it("when the user is disabled, then the stream closes within a second", async () => {
    const { m, stream } = await openFor("stream-disabled");
    await closesWithinASecond(stream, () => admin.patch(apiPaths.user.href(m.id)).send({ disabled: true }).expect(200));
  });

  it("when the password changes in another session, then the stream closes within a second", async () => {
    const { m, stream } = await openFor("stream-password");
    const other = request.agent(acting.app);
    await other.post(apiPaths.login.href()).send({ username: m.username, password: m.password }).expect(200);
    await closesWithinASecond(stream, () => other.post(apiPaths.password.href()).send({ currentPassword: m.password, newPassword: "another long passphrase" }).expect(204));
  });

  it("when two-factor becomes required of all staff, then the stream of a member without it closes within a second; the admin's with it stays", async () => {
    await enrol(admin);
    const adminStream = await openEventStream(acting.base, String(admin.jar.getCookie("ilj.sid", { path: "/", domain: "127.0.0.1", secure: false, script: false })?.toValueString()));
    expect(adminStream.status).toBe(200);
    const { stream } = await openFor("stream-required");
    try {
      await closesWithinASecond(stream, () => admin.patch(apiPaths.settings.href()).send({ twoFactorRequired: true }).expect(200));
      // The admin's stream still carries what follows: a booking made after the member's stream closed.
      const created = await request(acting.app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201);
      expect(await adminStream.nextBooking(5_000)).toBe(created.body.id);
    } finally {
      adminStream.close();
      await admin.patch(apiPaths.settings.href()).send({ twoFactorRequired: false });
    }
  });
});
