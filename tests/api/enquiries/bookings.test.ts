import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { REQUIRED_FIELDS } from "@shared/booking-fields";
import { buildTestApp, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("POST /api/bookings on %s", (kind) => {
  const t = useTestApp(kind);

  const count = async () => (await t.storage.bookings.bookingSummary()).total;
  const post = (body: unknown) => request(t.app).post(apiPaths.enquiries.href()).send(body as object);

  describe("when the enquiry is valid", () => {
    it("then it answers 201 with the stored booking, pending, with timestamps", async () => {
      const input = buildBooking();
      const res = await post(input);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...input, status: "pending", budgetRange: null });
      expect(typeof res.body.id).toBe("number");
      expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(res.body.updatedAt).toBe(res.body.createdAt);
      // The database's own: whether it was held as suspect, and the search's folded copy of the fields.
      expect(res.body).not.toHaveProperty("suspect");
      expect(res.body).not.toHaveProperty("searchWords");
    });

    it("then the stored row equals what was sent, with texts trimmed and blanks as null", async () => {
      const res = await post(buildBooking({ firstName: "  Asha  ", state: "", occupation: "   ", groupSize: 6 }));
      expect(res.status).toBe(201);
      const stored = await t.storage.bookings.getBooking(res.body.id);
      expect(stored).toMatchObject({ firstName: "Asha", state: null, occupation: null, groupSize: 6 });
    });

    it("then only the minimum required fields are enough", async () => {
      const min = Object.fromEntries(REQUIRED_FIELDS.map((f) => [f, buildBooking()[f]]));
      const res = await post(min);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ state: null, preferredDates: null, specialRequests: null });
    });
  });

  describe("when the client smuggles server-owned or unknown fields", () => {
    it("then id, status, timestamps and unknown keys are ignored", async () => {
      const res = await post({
        ...buildBooking(),
        id: 999_999,
        status: "confirmed",
        createdAt: "2001-01-01T00:00:00Z",
        updatedAt: "2001-01-01T00:00:00Z",
        isAdmin: true,
        __proto__: { polluted: true },
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(999_999);
      expect(res.body.status).toBe("pending");
      expect(res.body.createdAt.startsWith("2001")).toBe(false);
      expect(res.body).not.toHaveProperty("isAdmin");
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe("when a required field is missing", () => {
    it.each(REQUIRED_FIELDS)("then without %s it answers 400 naming the field and stores nothing", async (field) => {
      const before = await count();
      const body = buildBooking();
      delete body[field];
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
      expect(await count()).toBe(before);
    });
  });

  describe("when a field is invalid", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["blank first name", { firstName: "   " }, "firstName"],
      ["e-mail without @", { email: "meera.example.com" }, "email"],
      ["e-mail with spaces inside", { email: "meera @example.com" }, "email"],
      ["unknown trip type", { tripType: "cruise" }, "tripType"],
      ["group size as a string", { groupSize: "2" }, "groupSize"],
      ["group size as a fraction", { groupSize: 2.5 }, "groupSize"],
      ["group size zero", { groupSize: 0 }, "groupSize"],
      ["group size negative", { groupSize: -3 }, "groupSize"],
      ["group size over 32 bits", { groupSize: 2_147_483_648 }, "groupSize"],
      ["text over 65,535 characters", { specialRequests: "x".repeat(65_536) }, "specialRequests"],
      ["a NUL character", { lastName: "Ra\u0000man" }, "lastName"],
      ["a number where text belongs", { phone: 9876543210 }, "phone"],
      ["an object where text belongs", { country: { name: "India" } }, "country"],
    ];
    it.each(cases)("then %s answers 400 on that field and stores nothing", async (_name, patch, field) => {
      const before = await count();
      const res = await post(buildBooking(patch));
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
      expect(await count()).toBe(before);
    });

    it("then the largest allowed values are accepted", async () => {
      const res = await post(buildBooking({ groupSize: 2_147_483_647, whyThisTrip: "y".repeat(65_535) }));
      expect(res.status).toBe(201);
    });

    it("then a body that is not an object answers 400", async () => {
      const res = await request(t.app).post(apiPaths.enquiries.href()).set("Content-Type", "application/json").send("[1,2]");
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });

  describe("when the request itself is wrong", () => {
    it("then malformed JSON answers 400 in the error shape", async () => {
      const before = await count();
      const res = await request(t.app).post(apiPaths.enquiries.href()).set("Content-Type", "application/json").send('{"firstName": "A",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
      expect(await count()).toBe(before);
    });

    it("then a body over 100 kB answers 413", async () => {
      const res = await post(buildBooking({ specialRequests: "z".repeat(101 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/too large/i);
    });

    it("then a body that is not JSON answers 415", async () => {
      const res = await request(t.app).post(apiPaths.enquiries.href()).set("Content-Type", "text/plain").send("firstName=A");
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/application\/json/);
      const form = await request(t.app).post(apiPaths.enquiries.href()).type("form").send({ firstName: "A" });
      expect(form.status).toBe(415);
    });
  });
});

describe.each(DB_KINDS)("booking rate limit on %s", (kind) => {
  const t = useTestApp(kind, { bookingRateLimit: 3 });

  it("when an address sends more than the hourly limit, then the extra enquiry gets 429 and is not stored", async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
      expect(ok.status).toBe(201);
      expect(ok.headers["ratelimit-limit"]).toBe("3");
      expect(ok.headers["ratelimit-remaining"]).toBe(String(2 - i));
    }
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(res.headers["ratelimit-reset"]).toBeDefined();
    expect((await t.storage.bookings.bookingSummary()).total).toBe(3);
  });

  it("when enquiries are refused as invalid, then they do not use up the allowance of another address", async () => {
    const other = await buildTestApp(kind, { bookingRateLimit: 2 });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await request(other.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: "bad" }))).status).toBe(400);
      }
      expect((await request(other.app).post(apiPaths.enquiries.href()).send(buildBooking())).status).toBe(201);
    } finally {
      await other.close();
    }
  });
});

describe.each(DB_KINDS)("the bot trap on %s", (kind) => {
  const t = useTestApp(kind);

  const outbox = async (id: number) => t.storage.mail.mailForBooking(id);

  it("when the hidden honeypot field is filled, then the enquiry is stored as suspect with a real id and reference, and no mail is queued", async () => {
    const res = await request(t.app).post(apiPaths.enquiries.href()).send({ ...buildBooking(), website: "http://spam.example", formFillMs: 60_000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "pending", firstName: "Meera" });
    // The answer does not tell the sender it was caught.
    expect(res.body).not.toHaveProperty("suspect");
    expect(res.body.id).toBeGreaterThan(0);
    expect(res.body.reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(await t.storage.bookings.getBooking(res.body.id)).toMatchObject({ suspect: "honeypot", reference: res.body.reference });
    expect(await outbox(res.body.id)).toEqual([]);
  });

  it("when the form was filled faster than a person can, then the enquiry is stored as suspect (too-fast)", async () => {
    const input = buildBooking();
    const res = await request(t.app).post(apiPaths.enquiries.href()).send({ ...input, website: "", formFillMs: 400 });
    expect(res.status).toBe(201);
    expect(await t.storage.bookings.getBooking(res.body.id)).toMatchObject({ suspect: "too-fast", lastName: input.lastName, email: input.email });
    expect(await outbox(res.body.id)).toEqual([]);
  });

  it("when a person took their time and left the honeypot empty, then the enquiry is stored, not suspect, with its two e-mails queued", async () => {
    const res = await request(t.app).post(apiPaths.enquiries.href()).send({ ...buildBooking(), website: "", formFillMs: 45_000 });
    expect(res.status).toBe(201);
    expect(await t.storage.bookings.getBooking(res.body.id)).toMatchObject({ suspect: null });
    expect(res.body).not.toHaveProperty("website");
    expect((await outbox(res.body.id)).map((m) => [m.kind, m.status])).toEqual([
      ["acknowledgement", "queued"],
      ["staff-alert", "queued"],
    ]);
  });

  it("when a trapped submission is also invalid, then it gets the normal 400 and nothing is stored", async () => {
    const before = (await t.storage.bookings.bookingSummary()).total;
    const res = await request(t.app).post(apiPaths.enquiries.href()).send({ ...buildBooking({ email: "nope" }), website: "x" });
    expect(res.status).toBe(400);
    expect((await t.storage.bookings.bookingSummary()).total).toBe(before);
  });
});
