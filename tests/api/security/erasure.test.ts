import request from "supertest";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingActivities } from "@shared/schema/activities";
import { mailOutbox } from "@shared/schema/mail";
import { buildBooking } from "../../support/factories";
import { DB_KINDS } from "../../support/database";
import { addStaff, signedIn, useAppSignedIn } from "../../support/staff";

import { dumpAll } from "../../support/table-dump";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

const VISITOR = {
  firstName: "Kavya",
  lastName: "Sundaresan",
  email: "kavya.sundaresan@example.org",
  phone: "+91 90030 77123",
  occupation: "Cardiologist at Ganga Hospital",
  specialRequests: "Please call Kavya Sundaresan after 6 pm",
};

describe.each(DB_KINDS)("erasure of personal data on %s", (kind) => {
  const { t, staff: admin } = useAppSignedIn(kind);
  let id: number;
  beforeAll(async () => {
    const created = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ ...VISITOR, lastName: VISITOR.lastName }));
    id = created.body.id;
    await admin.patch(apiPaths.bookingStatus.href(id)).send({ status: "confirmed" }).expect(200);
    // Everywhere the enquiry's data gets copied: queued mail, the timeline, an audited search.
    const db = t.db.database.db;
    await db.insert(mailOutbox).values([
      { bookingId: id, kind: "acknowledgement", toAddress: VISITOR.email, messageId: `<ack-${id}@test>` },
      { bookingId: id, kind: "staff-alert", toAddress: "desk@innerlight.example", messageId: `<alert-${id}@test>`, lastError: `550 rejected ${VISITOR.email}` },
    ]);
    await db.insert(bookingActivities).values({ bookingId: id, kind: "call", body: `Spoke to Kavya on ${VISITOR.phone}`, by: "staff" });
    await admin.get(apiPaths.bookingExport.href({ q: VISITOR.email })).expect(200);
    expect(await dumpAll(t)).toContain(VISITOR.email);
  });

  it("when an agent asks, then 403; an unknown booking answers 404", async () => {
    const agent = await signedIn(t, await addStaff(t, "agent-e", { role: "agent" }));
    expect((await agent.delete(apiPaths.bookingPersonalData.href(id))).status).toBe(403);
    expect((await admin.delete(apiPaths.bookingPersonalData.href(999999))).status).toBe(404);
    expect((await admin.delete(rawPath(apiPaths.bookingPersonalData.pattern, "abc"))).status).toBe(400);
  });

  it("when an admin erases it, then no table holds the visitor's name, e-mail or phone; the row stays for statistics", async () => {
    const res = await admin.delete(apiPaths.bookingPersonalData.href(id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, firstName: "", lastName: "", email: "", phone: "", status: "confirmed", tripCategory: "Women's Signature Retreats", erasedAt: expect.any(String) });
    const dump = await dumpAll(t);
    for (const value of [VISITOR.email, VISITOR.phone, VISITOR.lastName, "Kavya", "Cardiologist"]) expect(dump, value).not.toContain(value);
    const [mail] = await t.db.database.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} = 'acknowledgement'`);
    expect(mail).toMatchObject({ status: "suppressed", toAddress: "" });
    expect((await t.storage.bookings.bookingSummary()).confirmed).toBe(1);
    expect((await t.storage.bookings.getStatusHistory(id))?.length).toBe(1);
    const log = await admin.get(apiPaths.audit.href({ action: "personal-data-erased" }));
    expect(log.body[0]).toMatchObject({ by: "staff", target: `booking ${id}` });
  });

  it("when retention is set, then enquiries confirmed or cancelled longer ago are erased, pending and recent ones kept", async () => {
    const old = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: "old.one@example.org" }))).body.id;
    const recent = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: "recent.one@example.org" }))).body.id;
    const pending = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: "pending.one@example.org" }))).body.id;
    await admin.patch(apiPaths.bookingStatus.href(old)).send({ status: "cancelled" }).expect(200);
    await admin.patch(apiPaths.bookingStatus.href(recent)).send({ status: "confirmed" }).expect(200);
    const db = t.db.database.db;
    await db.execute(sql`update booking_status_history set changed_at = now() - interval '40 days' where booking_id = ${old}`);
    await db.execute(sql`update bookings set updated_at = now() - interval '40 days', created_at = now() - interval '41 days' where id in (${old}, ${pending})`);
    const erased = await t.storage.retention.eraseExpiredBookings(30);
    expect(erased).toEqual([old]);
    expect((await t.storage.bookings.getBooking(old))?.email).toBe("");
    expect((await t.storage.bookings.getBooking(recent))?.email).toBe("recent.one@example.org");
    expect((await t.storage.bookings.getBooking(pending))?.email).toBe("pending.one@example.org");
  });
});
