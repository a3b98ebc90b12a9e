import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { appWithEnquiry, type Agent } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

/** The API's 400 (docs/http-api.md): a message and the offending fields, each with its path. */
const invalid = (message: string, paths: string[]) => ({
  message,
  errors: expect.arrayContaining(paths.map((path) => ({ path, message: expect.any(String) }))),
});

describe.each(DB_KINDS)("validation answers on %s", (kind) => {
  let t: TestApp;
  let staff: Agent;
  let bookingId: number;
  beforeAll(async () => ({ t, staff, bookingId } = await appWithEnquiry(kind)));
  afterAll(() => t.close());

  it("when a body breaks its schema, then every route answers 400 'Invalid input' naming the fields, and nothing is stored", async () => {
    const enquiry = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ firstName: "", groupSize: 0 }));
    expect(enquiry.status).toBe(400);
    expect(enquiry.body).toEqual(invalid("Invalid input", ["firstName", "groupSize"]));

    const login = await request(t.app).post(apiPaths.login.href()).send({ username: "staff" });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(invalid("Invalid input", ["password"]));

    const status = await staff.patch(apiPaths.bookingStatus.href(bookingId)).send({ status: "archived" });
    expect(status.status).toBe(400);
    expect(status.body).toEqual(invalid("Invalid input", ["status"]));

    const assignee = await staff.put(apiPaths.bookingAssignee.href(bookingId)).send({ userId: "someone" });
    expect(assignee.status).toBe(400);
    expect(assignee.body).toEqual(invalid("Invalid input", ["userId"]));

    const member = await staff.post(apiPaths.users.href()).send({ username: "x", role: "owner" });
    expect(member.status).toBe(400);
    expect(member.body).toEqual(invalid("Invalid input", ["username", "role", "password"]));

    const settings = await staff.patch(apiPaths.settings.href()).send({ twoFactorRequired: "yes" });
    expect(settings.status).toBe(400);
    expect(settings.body).toEqual(invalid("Invalid input", ["twoFactorRequired"]));

    expect((await t.storage.bookings.getBooking(bookingId))?.status).toBe("pending");
    expect((await t.storage.users.listUsers()).map((u) => u.username)).toEqual([STAFF.username]);
    expect(await t.storage.settings.twoFactorRequired()).toBe(false);
  });

  it("when a query breaks its schema, then the list, the export and the audit log answer 400 'Invalid query' naming the parameters", async () => {
    for (const url of [apiPaths.bookings.href({ limit: "0" }), apiPaths.bookingExport.href({ limit: "abc" }), apiPaths.audit.href({ limit: 1000 })]) {
      const res = await staff.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual(invalid("Invalid query", ["limit"]));
    }
    const view = await staff.get(apiPaths.bookings.href({ view: "archive" }));
    expect(view.body).toEqual(invalid("Invalid query", ["view"]));
  });
});
