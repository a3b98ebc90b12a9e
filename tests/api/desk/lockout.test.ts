import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACK_FACTOR, keys, LOGIN_WINDOW_MS } from "../../../server/auth/login-throttle";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { addStaff, type Member } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

const LIMIT = 5;

describe.each(DB_KINDS)("no lockout by strangers on %s", (kind) => {
  let t: TestApp;
  let asha: Member;
  // Addresses come from X-Forwarded-For, trusted from the test's own proxy hop.
  const from = (ip: string) => request(t.app).post(apiPaths.login.href()).set("X-Forwarded-For", ip);

  beforeAll(async () => {
    t = await buildTestApp(kind, { loginRateLimit: LIMIT, trustProxy: 1 });
    asha = await addStaff(t, "asha", { role: "agent" });
  });
  afterAll(() => t.close());

  it("when address A fails 50 times for asha, then A is refused and the right password from B still signs in", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await from("203.0.113.10").send({ username: "asha", password: `guess-${i}` })).status);
    expect(answers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(answers.slice(LIMIT).every((s) => s === 429)).toBe(true);
    // Even the right password is refused from A: guessing stays bounded there.
    expect((await from("203.0.113.10").send({ username: "asha", password: asha.password })).status).toBe(429);

    const b = await from("198.51.100.7").send({ username: "asha", password: asha.password });
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ username: "asha" });
  });

  it("when many addresses attack one account, then each new address gets one try, the owner's first try from a new address works, and a known address keeps its allowance", async () => {
    // Failures from many addresses, as counted for the account (each real one costs a slow hash,
    // so most are counted directly; two go through sign-in to show they add to the same count).
    for (let i = 0; i < LIMIT * ATTACK_FACTOR - 7; i++) await t.storage.rateLimits.hitRateLimit(keys.user("asha"), LOGIN_WINDOW_MS);
    for (let a = 0; a < 2; a++) expect((await from(`192.0.2.${a + 1}`).send({ username: "asha", password: `spread-${a}` })).status).toBe(401);
    expect(await t.storage.rateLimits.peekRateLimit(keys.user("asha"))).toBeGreaterThanOrEqual(LIMIT * ATTACK_FACTOR);
    // A fresh attacking address: one guess, then 429.
    expect((await from("192.0.2.200").send({ username: "asha", password: "one-guess" })).status).toBe(401);
    expect((await from("192.0.2.200").send({ username: "asha", password: "two-guess" })).status).toBe(429);
    // The owner from an address never seen: the first try with the right password works.
    expect((await from("198.51.100.99").send({ username: "asha", password: asha.password })).status).toBe(200);
    // From B, where asha signed in before, a typo doesn't shut her out.
    expect((await from("198.51.100.7").send({ username: "asha", password: "typo-typo" })).status).toBe(401);
    expect((await from("198.51.100.7").send({ username: "asha", password: asha.password })).status).toBe(200);
  });

  it("when one address tries many usernames, then it is limited per address; a success gives its attempt back", async () => {
    const ip = "203.0.113.77";
    expect((await from(ip).send({ username: "asha", password: asha.password })).status).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await from(ip).send({ username: `user${i}`, password: "wrong-pass" })).status).toBe(401);
    const refused = await from(ip).send({ username: "another", password: "wrong-pass" });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("900");
    expect(refused.body).toEqual({ message: expect.stringMatching(/too many/i) });
  });
});
