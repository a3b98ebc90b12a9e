import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { appWithEnquiry, type Agent } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

type Method = "get" | "post" | "put" | "patch" | "delete";

/** Every route with a booking `:id`, with a body that would be valid, so only the id is wrong. */
const BOOKING_ROUTES: [Method, (id: string) => string, object?][] = [
  ["get", (id) => rawPath(apiPaths.booking.pattern, id)],
  ["patch", (id) => rawPath(apiPaths.bookingStatus.pattern, id), { status: "confirmed" }],
  ["get", (id) => rawPath(apiPaths.bookingHistory.pattern, id)],
  ["put", (id) => rawPath(apiPaths.bookingAssignee.pattern, id), { userId: null }],
  ["post", (id) => rawPath(apiPaths.bookingActivities.pattern, id), { kind: "note", body: "Called back" }],
  ["get", (id) => rawPath(apiPaths.bookingActivities.pattern, id)],
  ["post", (id) => rawPath(apiPaths.bookingNotSpam.pattern, id)],
  ["delete", (id) => rawPath(apiPaths.bookingPersonalData.pattern, id)],
];

const USER_ROUTES: [Method, (id: string) => string, object?][] = [
  ["patch", (id) => rawPath(apiPaths.user.pattern, id), { role: "agent" }],
  ["delete", (id) => rawPath(apiPaths.userTotp.pattern, id)],
];

/** Not a positive 32-bit integer: letters, zero, negative, fractional, one past the largest, too long, padded. */
const BAD_IDS = ["abc", "0", "-1", "1.5", "2147483648", "00000000001", "1e3", "%201"];

describe.each(DB_KINDS)("a malformed id in the path on %s", (kind) => {
  let t: TestApp;
  let staff: Agent;
  let bookingId: number;
  beforeAll(async () => ({ t, staff, bookingId } = await appWithEnquiry(kind)));
  afterAll(() => t.close());

  /** Sends every bad id to every route and expects the one 400 naming `of`'s id. */
  async function expectSame400(routes: typeof BOOKING_ROUTES, of: "Booking" | "User") {
    for (const [method, path, body] of routes) {
      for (const bad of BAD_IDS) {
        const res = await staff[method](path(bad)).send(body);
        expect(res.status, `${method} ${path(bad)}`).toBe(400);
        expect(res.body, `${method} ${path(bad)}`).toEqual({
          message: `${of} id must be a positive integer`,
          errors: [{ path: "id", message: "Must be a positive integer" }],
        });
      }
    }
  }

  it("when a booking route gets an id that is not a positive integer, then it answers the same 400 on every route and changes nothing", async () => {
    const before = await t.storage.bookings.getBooking(bookingId);
    const timelineBefore = await t.storage.activity.getTimeline(bookingId);
    await expectSame400(BOOKING_ROUTES, "Booking");
    expect(await t.storage.bookings.getBooking(bookingId)).toEqual(before);
    expect(await t.storage.activity.getTimeline(bookingId)).toEqual(timelineBefore);
  });

  it("when a staff route gets an id that is not a positive integer, then it answers the same 400 on every route", async () => {
    await expectSame400(USER_ROUTES, "User");
  });

  it("when the id is well formed but names no booking, then every booking route answers 404", async () => {
    for (const [method, path, body] of BOOKING_ROUTES) {
      const res = await staff[method](path("2147483647")).send(body);
      expect(res.status, `${method} ${path("2147483647")}`).toBe(404);
    }
  });

  it("when nobody is signed in, then a malformed id is still a 401, not a hint about the id", async () => {
    for (const [method, path, body] of BOOKING_ROUTES) {
      expect((await request(t.app)[method](path("abc")).send(body)).status, `${method} ${path("abc")}`).toBe(401);
    }
  });
});
