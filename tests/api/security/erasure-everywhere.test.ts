import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookingActivities } from "@shared/schema/activities";
import { mailOutbox } from "@shared/schema/mail";
import { createLogger } from "../../../server/core/logger";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { signedIn } from "../../support/staff";
import { dumpAll } from "../../support/table-dump";
import { apiPaths } from "@shared/api-paths";

/** A value no table holds by chance, in every field a visitor can send (and a category not ours). */
export const TRACEABLE = {
  firstName: "Wilhelmina",
  lastName: "Quarrington-Fyfe",
  email: "wilhelmina.qf@trace.example",
  phone: "+91 90012 34567",
  country: "Liechtenstein-Trace",
  state: "Vaduz-Trace",
  education: "education-trace-55",
  occupation: "Occupation-Trace-Glassblower",
  designation: "Designation-Trace-Foreman",
  tripType: "retreat",
  tripCategory: "Category-Trace-Secret Sauna Week",
  preferredDates: "Dates-Trace 29 Feb",
  groupSize: 3,
  specialRequests: "Requests-Trace: a room facing the lake",
  whyThisTrip: "Why-Trace: my divorce came through",
  budgetRange: "Budget-Trace 9,00,123",
  travelExperience: "experience-trace-77",
  sourcePath: "/path-trace-wilhelmina",
  sourceProgramme: "Programme-Trace-Quarrington",
  referrer: "https://mail.trace.example/?to=wilhelmina.qf@trace.example",
  utmSource: "source-trace-44",
  utmMedium: "medium-trace-45",
  utmCampaign: "campaign-trace-46",
};
const VALUES = Object.entries(TRACEABLE)
  .filter(([k]) => !["tripType", "groupSize"].includes(k))
  .map(([, v]) => String(v));

describe.each(DB_KINDS)("erasure leaves none of the visitor's values in any table, on %s", (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof request.agent>;
  let id: number;
  const logged: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(kind, { logger: createLogger("info", sink) });
    admin = await signedIn(t, STAFF);
    const created = await request(t.app).post(apiPaths.enquiries.href()).send(TRACEABLE);
    expect(created.status).toBe(201);
    id = created.body.id;
    // Everywhere staff work copies it: a note, a logged call, searches exported, a status change.
    await admin.post(apiPaths.bookingActivities.href(id)).send({ kind: "note", body: `Wilhelmina asked about ${TRACEABLE.budgetRange}` }).expect(201);
    await admin.post(apiPaths.bookingActivities.href(id)).send({ kind: "call", body: `Rang ${TRACEABLE.phone}` }).expect(201);
    await admin.get(apiPaths.bookingExport.href({ q: "Wilhelmina" })).expect(200);
    await admin.get(apiPaths.bookingExport.href({ q: 900123 })).expect(200);
    await admin.get(apiPaths.bookings.href({ q: TRACEABLE.email })).expect(200);
    await admin.patch(apiPaths.bookingStatus.href(id)).send({ status: "confirmed" }).expect(200);
    await t.db.database.db.update(mailOutbox).set({ lastError: `550 5.1.1 <${TRACEABLE.email}> unknown` }).where(eq(mailOutbox.bookingId, id));
    const before = await dumpAll(t);
    for (const v of VALUES) expect(before, `stored before erasure: ${v}`).toContain(v.replace(/"/g, '\\"'));
  });
  afterAll(() => t.close());

  it("when an admin erases the booking, then no value the visitor sent is in any table, whatever field it was in", async () => {
    const res = await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
    expect(res.body).toMatchObject({ id, tripType: "retreat", groupSize: 3, status: "confirmed", tripCategory: "", country: "", sourcePath: null, utmCampaign: null });
    const dump = await dumpAll(t);
    for (const v of VALUES) expect(dump, v).not.toContain(v);
    expect(dump).not.toContain("Wilhelmina");
    expect(dump).not.toContain("900123");
  });

  it("then the timeline keeps its shape and the audit log its entries, without their texts", async () => {
    const timeline = await t.db.database.db.select().from(bookingActivities).where(eq(bookingActivities.bookingId, id));
    expect(timeline.map((a) => [a.kind, a.body])).toEqual([
      ["note", null],
      ["call", null],
    ]);
    const exports = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, "csv-export"));
    expect(exports.map((e) => e.detail)).toEqual([
      { status: "all", searched: true },
      { status: "all", searched: true },
    ]);
  });

  it("then the request log never held the searched text", () => {
    const log = logged.join("");
    expect(log).toContain(apiPaths.bookingExport.href({ q: "redacted" }));
    expect(log).not.toContain("Wilhelmina");
    expect(log).not.toContain("900123");
    expect(log).not.toContain("trace.example");
  });
});
