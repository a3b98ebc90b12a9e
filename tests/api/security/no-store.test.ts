import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS } from "../../support/database";
import { useAppSignedIn } from "../../support/staff";

/** Every staff endpoint, asked as an admin, as nobody, and with a path that does not exist. */
const ADMIN_CALLS: [method: "get" | "post" | "put" | "patch" | "delete", path: string, body?: object][] = [
  ["get", "/api/admin/bookings"],
  ["get", "/api/admin/bookings/summary"],
  ["get", "/api/admin/bookings/export.csv"],
  ["get", "/api/admin/bookings/1"],
  ["get", "/api/admin/bookings/1/history"],
  ["get", "/api/admin/bookings/1/activities"],
  ["post", "/api/admin/bookings/1/activities", { kind: "note", body: "called back" }],
  ["put", "/api/admin/bookings/1/assignee", { userId: null }],
  ["patch", "/api/admin/bookings/1/status", { status: "confirmed" }],
  ["post", "/api/admin/bookings/1/not-spam"],
  ["delete", "/api/admin/bookings/999/personal-data"],
  ["get", "/api/admin/staff"],
  ["get", "/api/admin/insights"],
  ["get", "/api/admin/users"],
  ["patch", "/api/admin/users/999", { role: "agent" }],
  ["get", "/api/admin/settings"],
  ["patch", "/api/admin/settings", { twoFactorRequired: false }],
  ["get", "/api/admin/audit"],
  ["get", "/api/admin/no-such-thing"],
];

describe.each(DB_KINDS)("Cache-Control on staff answers on %s", (kind) => {
  const { t, staff: admin } = useAppSignedIn(kind);
  beforeAll(async () => {
    await request(t.app)
      .post("/api/bookings")
      .send({ firstName: "Esha", lastName: "Rao", email: "esha@example.com", phone: "9876543210", country: "India", tripType: "retreat", tripCategory: "Yoga Retreats", groupSize: 2 })
      .expect(201);
  });

  it.each(ADMIN_CALLS)("when an admin calls %s %s, then the answer is no-store", async (method, path, body) => {
    const res = await admin[method](path).send(body);
    expect(res.status).toBeLessThan(500);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it.each(ADMIN_CALLS)("when nobody signed in calls %s %s, then the 401 is no-store too", async (method, path, body) => {
    const res = await request(t.app)[method](path).send(body);
    expect(res.status).toBe(401);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
