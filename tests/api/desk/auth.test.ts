import request from "supertest";
import { describe, expect, it } from "vitest";
import { STAFF, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths } from "@shared/api-paths";

const sidOf = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.includes(".sid="))?.split(";")[0];

describe.each(DB_KINDS)("sign-in on %s", (kind) => {
  const t = useTestApp(kind);

  it("when the credentials are right, then 200 {id, username, role} and an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await request(t.app).post(apiPaths.login.href()).send(STAFF);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: STAFF.username,
      role: "admin",
      name: null,
      email: null,
      mustChangePassword: false,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      digestEnabled: true,
      pendingEmail: null,
      openNextAfterSend: true,
    });
    const cookie = ([] as string[]).concat(res.headers["set-cookie"])[0];
    expect(cookie).toMatch(/^ilj\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("when the password is wrong or the user unknown, then 401 with the same message", async () => {
    const wrong = await request(t.app).post(apiPaths.login.href()).send({ ...STAFF, password: "nope-nope" });
    const unknown = await request(t.app).post(apiPaths.login.href()).send({ username: "ghost", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("Wrong username or password");
    expect(sidOf(wrong)).toBeUndefined();
  });

  it("when the body is malformed, then 400", async () => {
    expect((await request(t.app).post(apiPaths.login.href()).send({ username: "staff" })).status).toBe(400);
    expect((await request(t.app).post(apiPaths.login.href()).send({ username: 1, password: 2 })).status).toBe(400);
    const bad = await request(t.app).post(apiPaths.login.href()).set("Content-Type", "application/json").send("{nope");
    expect(bad.status).toBe(400);
  });

  it("when signed in, then /me answers the user; after logout 204 and /me answers 401", async () => {
    const agent = request.agent(t.app);
    expect((await agent.get(apiPaths.me.href())).status).toBe(401);
    await agent.post(apiPaths.login.href()).send(STAFF).expect(200);
    const me = await agent.get(apiPaths.me.href());
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: expect.any(Number), username: STAFF.username, role: "admin" });
    expect((await agent.post(apiPaths.logout.href())).status).toBe(204);
    expect((await agent.get(apiPaths.me.href())).status).toBe(401);
    expect((await agent.get(apiPaths.bookings.href())).status).toBe(401);
  });

  it("when signing in, then the session id is new: a planted or earlier id never becomes signed in", async () => {
    const first = await request(t.app).post(apiPaths.login.href()).send(STAFF);
    const firstSid = sidOf(first)!;
    const second = await request(t.app).post(apiPaths.login.href()).set("Cookie", firstSid).send(STAFF);
    const secondSid = sidOf(second)!;
    expect(secondSid).toBeDefined();
    expect(secondSid).not.toBe(firstSid);
    // The replaced session is gone server-side.
    expect((await request(t.app).get(apiPaths.me.href()).set("Cookie", firstSid)).status).toBe(401);
    expect((await request(t.app).get(apiPaths.me.href()).set("Cookie", secondSid)).status).toBe(200);
    const planted = await request(t.app).post(apiPaths.login.href()).set("Cookie", "ilj.sid=s%3Aplanted.fake").send(STAFF);
    expect(sidOf(planted)).not.toContain("planted");
  });

  it("when a session is ended by logout, then the old cookie no longer works (server-side end)", async () => {
    const login = await request(t.app).post(apiPaths.login.href()).send(STAFF);
    const sid = sidOf(login)!;
    await request(t.app).post(apiPaths.logout.href()).set("Cookie", sid).expect(204);
    expect((await request(t.app).get(apiPaths.me.href()).set("Cookie", sid)).status).toBe(401);
  });
});

describe.each(DB_KINDS)("cookies over HTTPS on %s", (kind) => {
  const t = useTestApp(kind, { trustProxy: 1 });

  it("when the request came through a trusted HTTPS proxy, then the cookie is Secure with the __Host- prefix", async () => {
    const res = await request(t.app).post(apiPaths.login.href()).set("X-Forwarded-Proto", "https").send(STAFF);
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers["set-cookie"])[0];
    expect(cookie).toMatch(/^__Host-ilj\.sid=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const me = await request(t.app).get(apiPaths.me.href()).set("X-Forwarded-Proto", "https").set("Cookie", cookie.split(";")[0]);
    expect(me.status).toBe(200);
  });
});

describe.each(DB_KINDS)("sign-in rate limit on %s", (kind) => {
  const t = useTestApp(kind, { loginRateLimit: 3 });

  it("when a username fails too often from one address, then that address gets 429, even with the right password", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await request(t.app).post(apiPaths.login.href()).send({ ...STAFF, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await request(t.app).post(apiPaths.login.href()).send(STAFF);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/too many/i) });
    expect(blocked.headers["retry-after"]).toBe("900");
  });
});

describe.each(DB_KINDS)("sign-in rate limit per address on %s", (kind) => {
  const t = useTestApp(kind, { loginRateLimit: 2 });

  it("when one address fails with many usernames, then it is limited; successes do not count", async () => {
    expect((await request(t.app).post(apiPaths.login.href()).send(STAFF)).status).toBe(200);
    expect((await request(t.app).post(apiPaths.login.href()).send({ username: "a", password: "wrong-pass" })).status).toBe(401);
    expect((await request(t.app).post(apiPaths.login.href()).send({ username: "b", password: "wrong-pass" })).status).toBe(401);
    expect((await request(t.app).post(apiPaths.login.href()).send({ username: "c", password: "wrong-pass" })).status).toBe(429);
  });
});
