import fc from "fast-check";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { staticWeb } from "../../../server/web/web";
import { buildBooking } from "../../support/factories";
import { STAFF, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { hostileText, invalidEnquiry, jsonBody, queryString, validEnquiry, wireValue } from "../../support/generators";
import { apiPaths, API_PREFIX } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

describe.each(DB_KINDS)("generated enquiries on %s", (kind) => {
  const t = useTestApp(kind, { bookingRateLimit: 1_000_000 });

  it("when 1,000 invalid payloads arrive, then none is a server error and no row is stored", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(invalidEnquiry, async (raw) => {
        const res = await request(t.app).post(apiPaths.enquiries.href()).set("Content-Type", "application/json").send(raw);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect((await t.storage.bookings.bookingSummary()).total).toBe(0);
    expect([...statuses.keys()].every((s) => s === 400 || s === 413)).toBe(true);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 240_000);

  it("when valid payloads arrive, then each is stored exactly as sent", async () => {
    await fc.assert(
      fc.asyncProperty(validEnquiry, async (body) => {
        const res = await request(t.app).post(apiPaths.enquiries.href()).send(body);
        expect(res.status).toBe(201);
        const stored = await t.storage.bookings.getBooking(res.body.id);
        for (const [k, v] of Object.entries(body)) {
          const expected = typeof v === "string" ? v.trim() || null : v;
          expect(stored?.[k as keyof typeof stored], k).toEqual(expected ?? null);
        }
        expect(stored?.status).toBe("pending");
      }),
      { numRuns: 200 },
    );
  }, 240_000);
});

/** Every endpoint with what a client controls in it: path parameters, query and body. */
const ANY_REQUEST = fc.oneof(
  queryString(["status", "q", "limit", "cursor"], true).map((qs) => ({ method: "GET", url: `${apiPaths.bookings.href()}?${qs}` })),
  queryString(["status", "q"], true).map((qs) => ({ method: "GET", url: `${apiPaths.bookingExport.href()}?${qs}` })),
  queryString(["status"]).map((qs) => ({ method: "GET", url: `${apiPaths.bookingSummary.href()}?${qs}` })),
  fc.tuple(wireValue, queryString(["x"])).map(([id, qs]) => ({ method: "GET", url: `${rawPath(apiPaths.bookingHistory.pattern, id)}?${qs}` })),
  fc.tuple(wireValue, jsonBody(["status"])).map(([id, body]) => ({ method: "PATCH", url: rawPath(apiPaths.bookingStatus.pattern, id), body })),
  fc.tuple(fc.constantFrom("1", "2"), fc.record({ status: hostileText }).map((b) => JSON.stringify(b))).map(([id, body]) => ({ method: "PATCH", url: rawPath(apiPaths.bookingStatus.pattern, id), body })),
  queryString(["x"]).map((qs) => ({ method: "GET", url: `${apiPaths.me.href()}?${qs}` })),
  queryString(["x"]).map((qs) => ({ method: "GET", url: `${apiPaths.health.href()}?${qs}` })),
  jsonBody(Object.keys(buildBooking())).map((body) => ({ method: "POST", url: apiPaths.enquiries.href(), body })),
  fc.tuple(wireValue, queryString(["q", "duration", "utm_source"])).map(([p, qs]) => ({ method: "GET", url: `/${p}?${qs}` })),
  fc.tuple(wireValue, wireValue).map(([a, b]) => ({ method: "GET", url: `${API_PREFIX}/${a}/${b}` })),
);

describe.each(DB_KINDS)("generated requests to every endpoint on %s", (kind) => {
  const t = useTestApp(kind, { bookingRateLimit: 1_000_000, loginRateLimit: 1_000_000, web: staticWeb("/nonexistent-dist") });
  let staff: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    staff = request.agent(t.app);
    expect((await staff.post(apiPaths.login.href()).send(STAFF)).status).toBe(200);
  });

  it("when hostile paths, queries and bodies arrive, signed in or not, then none is a server error", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(ANY_REQUEST, fc.boolean(), async (r, signedIn) => {
        const client = signedIn ? staff : request(t.app);
        const call = r.method === "PATCH" ? client.patch(r.url) : r.method === "POST" ? client.post(r.url) : client.get(r.url);
        const res = await ("body" in r ? call.set("Content-Type", "application/json").send(r.body) : call);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${r.method} ${r.url}`).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    // The generated requests must reach the routes, not only the edge checks.
    expect(statuses.get(200)).toBeGreaterThan(50);
    expect(statuses.get(400)).toBeGreaterThan(50);
    // The staff session lived through it all.
    expect((await staff.get(apiPaths.me.href())).status).toBe(200);
  }, 300_000);

  it("when sign-in gets hostile usernames and passwords, then none is a server error and nobody is signed in", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(jsonBody(["username", "password"]), fc.record({ username: hostileText, password: hostileText }).map((b) => JSON.stringify(b))), async (body) => {
        const res = await request(t.app).post(apiPaths.login.href()).set("Content-Type", "application/json").send(body);
        expect(res.status).toBeLessThan(500);
        expect(res.status).not.toBe(200);
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it("when cursors and searches carry NUL, then 400 and the list still answers", async () => {
    for (const url of [apiPaths.bookings.href({ q: "a\u0000b" }), apiPaths.bookingExport.href({ q: "\u0000" }), apiPaths.bookings.href({ cursor: "\u0000" }), apiPaths.bookings.href({ cursor: Buffer.from("2024-01-01T00:00:00.000Z\u0000|1|").toString("base64url") })]) {
      const res = await staff.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String), ...(res.body.errors ? { errors: expect.any(Array) } : {}) });
    }
    const login = await request(t.app).post(apiPaths.login.href()).send({ username: "staff\u0000", password: STAFF.password });
    expect(login.status).toBe(400);
    expect((await staff.get(apiPaths.bookings.href())).status).toBe(200);
  });
});
