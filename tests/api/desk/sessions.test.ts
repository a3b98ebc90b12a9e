import { sql } from "drizzle-orm";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../../server/auth/password";
import { sessionKey } from "../../../server/storage/session-key";
import { buildTestApp, STAFF, TEST_PASSWORD_HASH_COST, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths } from "@shared/api-paths";

const sid = (res: request.Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? [])[0]?.split(";")[0];

describe.each(DB_KINDS)("session lifetime on %s", (kind) => {
  const t = useTestApp(kind);
  afterEach(() => vi.useRealTimers());

  const login = async () => sid(await request(t.app).post(apiPaths.login.href()).send(STAFF).expect(200))!;
  const me = (cookie: string) => request(t.app).get(apiPaths.me.href()).set("Cookie", cookie);
  const desk = (cookie: string) => request(t.app).get(apiPaths.bookings.href()).set("Cookie", cookie);

  it("when staff stay idle for more than 30 minutes, then the session has ended", async () => {
    const cookie = await login();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60 * 1000 });
    expect((await desk(cookie)).status).toBe(401);
  });

  it("when staff keep working, then activity keeps the session alive past 30 minutes", async () => {
    const cookie = await login();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start + 20 * 60 * 1000 });
    expect((await desk(cookie)).status).toBe(200);
    vi.setSystemTime(start + 40 * 60 * 1000);
    expect((await desk(cookie)).status).toBe(200);
  });

  it("when 12 hours have passed since sign-in, then the session ends even with constant activity", async () => {
    const cookie = await login();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let h = 0.4; h < 12; h += 0.4) {
      vi.setSystemTime(start + h * 60 * 60 * 1000);
      expect((await desk(cookie)).status, `after ${h} h`).toBe(200);
    }
    vi.setSystemTime(start + 12.1 * 60 * 60 * 1000);
    expect((await desk(cookie)).status).toBe(401);
    expect((await me(cookie)).status).toBe(401);
  });

  it("when the password is changed, then every session of that user ends", async () => {
    const a = await login();
    const b = await login();
    const user = await t.storage.users.getUserByUsername(STAFF.username);
    await t.storage.users.setPassword(user!.id, await hashPassword("another-long-password", TEST_PASSWORD_HASH_COST));
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    await t.storage.users.setPassword(user!.id, await hashPassword(STAFF.password, TEST_PASSWORD_HASH_COST));
  });

  it("when the desk is asked for a page, then the account and the two-factor rule come with the session, not from reads of their own", async () => {
    const cookie = await login();
    const getUser = vi.spyOn(t.storage.users, "getUser");
    const twoFactor = vi.spyOn(t.storage.settings, "twoFactorRequired");
    try {
      await desk(cookie).expect(200);
      expect(getUser).not.toHaveBeenCalled();
      expect(twoFactor).not.toHaveBeenCalled();
    } finally {
      getUser.mockRestore();
      twoFactor.mockRestore();
    }
  });

  it("when two-factor becomes required, then the very next request of a session without it is held to enrolling", async () => {
    const cookie = await login();
    await desk(cookie).expect(200);
    await t.storage.settings.setTwoFactorRequired(true);
    try {
      expect((await desk(cookie)).status).toBe(403);
    } finally {
      await t.storage.settings.setTwoFactorRequired(false);
    }
    await desk(cookie).expect(200);
  });

  it("when a session does not name its owner (as sessions kept from an older release may not), then it is checked against the account all the same", async () => {
    const cookie = await login();
    const id = decodeURIComponent(cookie.split("=")[1]!).slice(2).split(".")[0]!;
    const updated = (await t.db.database.db.execute(sql`update sessions set user_id = null where sid = ${sessionKey(id)} returning sid`)) as unknown as { rows: unknown[] };
    expect(updated.rows).toHaveLength(1);
    await desk(cookie).expect(200);
    await t.db.database.db.execute(sql`update users set must_change_password = true where username = ${STAFF.username}`);
    try {
      expect((await desk(cookie)).status).toBe(403);
    } finally {
      await t.db.database.db.execute(sql`update users set must_change_password = false where username = ${STAFF.username}`);
    }
  });
});

describe("session touches", () => {
  it("when requests come within a minute, then the stored expiry is written at most once a minute", async () => {
    const t = await buildTestApp("pglite");
    try {
      const cookie = sid(await request(t.app).post(apiPaths.login.href()).send(STAFF).expect(200))!;
      const touches = vi.spyOn(t.storage.sessions, "touchSession");
      const start = Date.now();
      vi.useFakeTimers({ toFake: ["Date"], now: start + 10_000 });
      for (let i = 0; i < 5; i++) await request(t.app).get(apiPaths.bookings.href()).set("Cookie", cookie).expect(200);
      expect(touches).toHaveBeenCalledTimes(0);
      vi.setSystemTime(start + 2 * 60_000);
      await request(t.app).get(apiPaths.bookings.href()).set("Cookie", cookie).expect(200);
      expect(touches).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});
