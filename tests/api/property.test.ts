import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DB_KINDS, type TestApp } from "./test-app";
import { invalidEnquiry, validEnquiry } from "../generators";

describe.each(DB_KINDS)("generated enquiries on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { bookingRateLimit: 1_000_000 });
  });
  afterAll(() => t.close());

  it("when 1,000 invalid payloads arrive, then none is a server error and no row is stored", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(invalidEnquiry, async (raw) => {
        const res = await request(t.app).post("/api/bookings").set("Content-Type", "application/json").send(raw);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect((await t.storage.bookingSummary()).total).toBe(0);
    expect([...statuses.keys()].every((s) => s === 400 || s === 413)).toBe(true);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 240_000);

  it("when valid payloads arrive, then each is stored exactly as sent", async () => {
    await fc.assert(
      fc.asyncProperty(validEnquiry, async (body) => {
        const res = await request(t.app).post("/api/bookings").send(body);
        expect(res.status).toBe(201);
        const stored = await t.storage.getBooking(res.body.id);
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
