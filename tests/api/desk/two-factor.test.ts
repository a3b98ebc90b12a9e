import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { totpCode } from "../../support/authenticator";
import { buildTestApp, type TestApp, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { addStaff, enrol, signedIn, type Member } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("two-factor sign-in on %s", (kind) => {
  let t: TestApp;
  let mina: Member;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    mina = await addStaff(t, "mina", { role: "agent" });
    ({ secret, recoveryCodes } = await enrol(await signedIn(t, mina)));
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** The password step; answers the half-signed-in agent. */
  const passwordStep = async () => {
    const agent = request.agent(t.app);
    const res = await agent.post(apiPaths.login.href()).send({ username: mina.username, password: mina.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true });
    return agent;
  };

  it("when enrolled, then 10 distinct recovery codes were given and /me says two-factor is on", async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.storage.users.getUser(mina.id);
    expect(stored?.totpEnabledAt).toBeInstanceOf(Date);
    // Stored hashed: no code appears in the database as typed.
    expect(JSON.stringify(await t.db.database.db.execute("select * from recovery_codes"))).not.toContain(recoveryCodes[0].replace(/-/g, ""));
  });

  it("when only the password was given, then /api/admin/* and /me answer 401", async () => {
    const half = await passwordStep();
    expect((await half.get(apiPaths.bookings.href())).status).toBe(401);
    expect((await half.get(apiPaths.audit.href())).status).toBe(401);
    expect((await half.get(apiPaths.me.href())).status).toBe(401);
  });

  it("when the code from the secret follows, then the session has staff rights; the same code can't be used again", async () => {
    // A fixed clock inside a fresh 30-second step, so both attempts fall in the same step.
    const now = (Math.floor(Date.now() / 30_000) + 2) * 30_000 + 1_000;
    vi.useFakeTimers({ toFake: ["Date"], now });
    const code = totpCode(secret, now);
    const first = await passwordStep();
    const ok = await first.post(apiPaths.loginCode.href()).send({ code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: mina.id, username: "mina", role: "agent", twoFactorEnabled: true });
    expect((await first.get(apiPaths.bookings.href())).status).toBe(200);

    const second = await passwordStep();
    const replay = await second.post(apiPaths.loginCode.href()).send({ code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("That code was just used. Wait for the next one.");
    expect((await second.get(apiPaths.bookings.href())).status).toBe(401);
  });

  it("when a code from the previous or next step is given, then it is accepted (clock drift); two steps away it is not", async () => {
    const base = (Math.floor(Date.now() / 30_000) + 10) * 30_000 + 1_000;
    vi.useFakeTimers({ toFake: ["Date"], now: base });
    const far = await passwordStep();
    expect((await far.post(apiPaths.loginCode.href()).send({ code: totpCode(secret, base - 60_000) })).status).toBe(401);
    const ahead = await passwordStep();
    expect((await ahead.post(apiPaths.loginCode.href()).send({ code: totpCode(secret, base + 30_000) })).status).toBe(200);
    // The step after "ahead" has been used; the previous step is now older than the last accepted one.
    const behind = await passwordStep();
    const older = await behind.post(apiPaths.loginCode.href()).send({ code: totpCode(secret, base - 30_000) });
    expect(older.status).toBe(401);
    expect(older.body.message).toBe("Wrong authentication code");
  });

  it("when the code that just enabled two-factor signs in within its 30 seconds, then it is refused as just used", async () => {
    const now = (Math.floor(Date.now() / 30_000) + 30) * 30_000 + 1_000;
    vi.useFakeTimers({ toFake: ["Date"], now });
    const ida = await addStaff(t, "ida", { role: "agent" });
    const agent = await signedIn(t, ida);
    const { secret: s } = (await agent.post(apiPaths.totpSetup.href()).expect(200)).body;
    await agent.post(apiPaths.totpEnable.href()).send({ code: totpCode(s, now) }).expect(200);
    vi.setSystemTime(now + 17_000);
    const half = request.agent(t.app);
    await half.post(apiPaths.login.href()).send({ username: ida.username, password: ida.password }).expect(200);
    const res = await half.post(apiPaths.loginCode.href()).send({ code: totpCode(s, now) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("That code was just used. Wait for the next one.");
    vi.setSystemTime(now + 30_000);
    expect((await half.post(apiPaths.loginCode.href()).send({ code: totpCode(s, now + 30_000) })).status).toBe(200);
  });

  it("when a recovery code is used, then it works once", async () => {
    const a = await passwordStep();
    expect((await a.post(apiPaths.loginCode.href()).send({ code: recoveryCodes[0].toUpperCase() })).status).toBe(200);
    const b = await passwordStep();
    expect((await b.post(apiPaths.loginCode.href()).send({ code: recoveryCodes[0] })).status).toBe(401);
    const c = await passwordStep();
    expect((await c.post(apiPaths.loginCode.href()).send({ code: recoveryCodes[1] })).status).toBe(200);
    expect(await t.storage.users.unusedRecoveryCodes(mina.id)).toBe(8);
  });

  it("when five wrong codes are given, then the half-signed-in session ends and the password is asked again", async () => {
    const half = await passwordStep();
    for (let i = 0; i < 4; i++) expect((await half.post(apiPaths.loginCode.href()).send({ code: "000000" })).status).toBe(401);
    const fifth = await half.post(apiPaths.loginCode.href()).send({ code: "000001" });
    expect(fifth.status).toBe(401);
    const after = await half.post(apiPaths.loginCode.href()).send({ code: totpCode(secret, Date.now()) });
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/password again/);
  });

  it("when no password step came first, then a code alone answers 401", async () => {
    expect((await request(t.app).post(apiPaths.loginCode.href()).send({ code: totpCode(secret, Date.now()) })).status).toBe(401);
  });

  it("when turning it off, then the password and a code are both needed", async () => {
    const now = (Math.floor(Date.now() / 30_000) + 20) * 30_000 + 1_000;
    vi.useFakeTimers({ toFake: ["Date"], now });
    const half = await passwordStep();
    await half.post(apiPaths.loginCode.href()).send({ code: totpCode(secret, now) }).expect(200);
    const reused = await half.post(apiPaths.totpDisable.href()).send({ password: mina.password, code: totpCode(secret, now) });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual([{ path: "code", message: "That code was just used. Wait for the next one." }]);
    vi.setSystemTime(now + 30_000);
    const code = totpCode(secret, now + 30_000);
    expect((await half.post(apiPaths.totpDisable.href()).send({ password: "wrong password here", code })).status).toBe(400);
    expect((await half.post(apiPaths.totpDisable.href()).send({ password: mina.password, code: "123456" })).status).toBe(400);
    expect((await t.storage.users.getUser(mina.id))?.totpEnabledAt).toBeInstanceOf(Date);
    expect((await half.post(apiPaths.totpDisable.href()).send({ password: mina.password, code })).status).toBe(204);
    expect((await t.storage.users.getUser(mina.id))?.totpEnabledAt).toBeNull();
    // Password alone signs in again.
    const res = await request(t.app).post(apiPaths.login.href()).send({ username: "mina", password: mina.password });
    expect(res.body).toMatchObject({ id: mina.id, twoFactorEnabled: false });
  });

  it("when enabling with a wrong code, then 400 and two-factor stays off", async () => {
    const lee = await addStaff(t, "lee", { role: "agent" });
    const agent = await signedIn(t, lee);
    await agent.post(apiPaths.totpSetup.href()).expect(200);
    const res = await agent.post(apiPaths.totpEnable.href()).send({ code: "000000" });
    expect(res.status).toBe(400);
    expect((await t.storage.users.getUser(lee.id))?.totpEnabledAt).toBeNull();
  });
});

describe.each(DB_KINDS)("two-factor required by an admin on %s", (kind) => {
  const t = useTestApp(kind);

  it("when off on a fresh installation, then /me says so", async () => {
    const boss = await addStaff(t, "boss", { role: "admin" });
    const me = await (await signedIn(t, boss)).get(apiPaths.me.href());
    expect(me.body).toMatchObject({ role: "admin", twoFactorRequired: false, twoFactorEnabled: false, mustChangePassword: false });
  });

  it("when an admin without two-factor tries to require it, then 409; with it, the requirement holds", async () => {
    const admin = await signedIn(t, { username: "boss", password: "correct horse battery staple" });
    expect((await admin.patch(apiPaths.settings.href()).send({ twoFactorRequired: true })).status).toBe(409);
    await enrol(admin);
    expect((await admin.patch(apiPaths.settings.href()).send({ twoFactorRequired: true })).status).toBe(200);
    expect(await t.storage.settings.twoFactorRequired()).toBe(true);
  });

  it("when required and a member has none, then only enrolment is open to them (403 elsewhere, on the server)", async () => {
    const kiran = await addStaff(t, "kiran", { role: "agent" });
    const agent = await signedIn(t, kiran);
    const me = await agent.get(apiPaths.me.href());
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
    expect((await agent.get(apiPaths.bookings.href())).status).toBe(403);
    await enrol(agent);
    expect((await agent.get(apiPaths.bookings.href())).status).toBe(200);
  });
});
