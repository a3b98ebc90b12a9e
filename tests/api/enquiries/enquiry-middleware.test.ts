import { createHmac } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildBooking } from "../../support/factories";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { apiPaths } from "@shared/api-paths";

// A well-signed session cookie (express-session's format), so the session store would be asked for it.
const SECRET = "test-secret-test-secret-test-secret-1234";
const sid = "some-session-id";
const signed = `s:${sid}.${createHmac("sha256", SECRET).update(sid).digest("base64").replace(/=+$/, "")}`;
const COOKIE = `ilj.sid=${encodeURIComponent(signed)}`;

// Enquiries are the busiest route: middleware that only the staff desk needs must not run there.
describe("middleware on POST /api/bookings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  it("when an enquiry arrives with a session cookie, then no session is looked up or set", async () => {
    const lookup = vi.spyOn(t.storage.sessions, "getSession");
    try {
      const res = await request(t.app).post(apiPaths.enquiries.href()).set("Cookie", COOKIE).send(buildBooking());
      expect(res.status).toBe(201);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(lookup).not.toHaveBeenCalled();
      // The same cookie on a staff route does reach the session store.
      await request(t.app).get(apiPaths.bookings.href()).set("Cookie", COOKIE);
      expect(lookup).toHaveBeenCalled();
    } finally {
      lookup.mockRestore();
    }
  });

  it("when an enquiry is answered, then it is not compressed and still carries the security headers", async () => {
    const res = await request(t.app).post(apiPaths.enquiries.href()).set("Accept-Encoding", "gzip").send(buildBooking({ specialRequests: "x".repeat(1900) }));
    expect(res.status).toBe(201);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeDefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
