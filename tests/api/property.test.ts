import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DB_KINDS, type TestApp } from "./test-app";
import { buildBooking, REQUIRED_FIELDS } from "../factories";

const printable = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0 && !s.includes("\u0000"));

/** Valid enquiries of every shape the API promises to take. */
const validBooking = fc.record(
  {
    firstName: printable,
    lastName: printable,
    email: fc.constantFrom("a@b.co", "meera.raman@example.in", "x_y+z@sub.domain.org"),
    phone: printable,
    country: printable,
    tripType: fc.constantFrom("retreat", "international"),
    tripCategory: printable,
    groupSize: fc.integer({ min: 1, max: 2_147_483_647 }),
    state: fc.option(printable, { nil: undefined }),
    specialRequests: fc.option(fc.string({ maxLength: 300 }).filter((s) => !s.includes("\u0000") && s.trim() === s), { nil: undefined }),
    whyThisTrip: fc.option(fc.string({ unit: "grapheme", maxLength: 80 }).filter((s) => !s.includes("\u0000") && s.trim() === s), { nil: undefined }),
  },
  { requiredKeys: ["firstName", "lastName", "email", "phone", "country", "tripType", "tripCategory", "groupSize"] },
);

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer({ min: -1e12, max: 0 }),
  fc.string({ maxLength: 5 }).map((s) => (s.trim() ? `  ` : s)),
  fc.constant("a\u0000b"),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "x"), fc.string()),
  fc.constant("x".repeat(65_536)),
);

/** An enquiry with at least one required field missing or wrong. */
const invalidBooking = fc
  .tuple(
    fc.subarray([...REQUIRED_FIELDS], { minLength: 1 }),
    fc.array(junk, { minLength: 8, maxLength: 8 }),
    fc.boolean(),
  )
  .map(([fields, values, drop]) => {
    const body = buildBooking() as Record<string, unknown>;
    fields.forEach((f, i) => {
      if (drop) delete body[f];
      else body[f] = f === "tripType" && values[i] === "retreat" ? "x" : values[i];
    });
    return body;
  });

describe.each(DB_KINDS)("generated enquiries on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { bookingRateLimit: 1_000_000 });
  });
  afterAll(() => t.close());

  it("when 1,000 invalid payloads arrive, then none is a server error and no row is stored", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(invalidBooking, async (body) => {
        const raw = JSON.stringify(body).replace('"x":', '"__proto__":');
        const res = await request(t.app).post("/api/bookings").set("Content-Type", "application/json").send(raw);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect((await t.storage.bookingSummary()).total).toBe(0);
    expect([...statuses.keys()].every((s) => s === 400 || s === 413)).toBe(true);
  }, 240_000);

  it("when valid payloads arrive, then each is stored exactly as sent", async () => {
    await fc.assert(
      fc.asyncProperty(validBooking, async (body) => {
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
