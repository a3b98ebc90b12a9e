import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS } from "../../support/database";
import { useAppSignedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

/** Every staff endpoint, asked as an admin, as nobody, and with a path that does not exist. */
const ADMIN_CALLS: [method: "get" | "post" | "put" | "patch" | "delete", path: string, body?: object][] = [
  ["get", apiPaths.bookings.href()],
  ["get", apiPaths.bookingSummary.href()],
  ["get", apiPaths.bookingExport.href()],
  ["get", apiPaths.booking.href(1)],
  ["get", apiPaths.bookingHistory.href(1)],
  ["get", apiPaths.bookingActivities.href(1)],
  ["post", apiPaths.bookingActivities.href(1), { kind: "note", body: "called back" }],
  ["put", apiPaths.bookingAssignee.href(1), { userId: null }],
  ["patch", apiPaths.bookingStatus.href(1), { status: "confirmed" }],
  ["post", apiPaths.bookingNotSpam.href(1)],
  ["delete", apiPaths.bookingPersonalData.href(999)],
  ["get", apiPaths.staff.href()],
  ["get", apiPaths.insights.href()],
  ["get", apiPaths.users.href()],
  ["patch", apiPaths.user.href(999), { role: "agent" }],
  ["get", apiPaths.settings.href()],
  ["patch", apiPaths.settings.href(), { twoFactorRequired: false }],
  ["get", apiPaths.audit.href()],
  // eslint-disable-next-line no-restricted-syntax -- a path under /api/admin that is no route
  ["get", "/api/admin/no-such-thing"],
];

describe.each(DB_KINDS)("Cache-Control on staff answers on %s", (kind) => {
  const { t, staff: admin } = useAppSignedIn(kind);
  beforeAll(async () => {
    await request(t.app)
      .post(apiPaths.enquiries.href())
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
