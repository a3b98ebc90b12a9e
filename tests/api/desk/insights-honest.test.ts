import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { DB_KINDS } from "../../support/database";
import { addStaff, signedIn, useAppSignedIn } from "../../support/staff";
import { deskDay } from "@shared/desk-clock";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("honest insights on %s", (kind) => {
  const { t, staff } = useAppSignedIn(kind);

  const enquiry = async (over: Record<string, unknown> = {}) =>
    (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking(over)).expect(201)).body as { id: number };

  it("when a staff member sends two e-mail replies and a WhatsApp, then they answered 3; a status change alone answers nothing, in time or not", async () => {
    const asha = await addStaff(t, "asha", { name: "Asha" });
    const agent = await signedIn(t, asha);
    const one = await enquiry();
    const two = await enquiry();
    await agent.post(apiPaths.bookingReplies.href(one.id)).send({ subject: "Hi", body: "First." }).expect(201);
    await agent.post(apiPaths.bookingReplies.href(one.id)).send({ subject: "Hi", body: "Second." }).expect(201);
    await agent.post(apiPaths.bookingActivities.href(two.id)).send({ kind: "whatsapp", body: "On WhatsApp" }).expect(201);
    // Cancelled from the row, and another marked as a duplicate, with no contact at all.
    const cancelled = await enquiry();
    await staff.patch(apiPaths.bookingStatus.href(cancelled.id)).send({ status: "cancelled" }).expect(200);
    const duplicate = await enquiry();
    await staff.put(apiPaths.bookingDuplicateOf.href(duplicate.id)).send({ bookingId: one.id }).expect(200);

    const res = (await staff.get(apiPaths.insights.href()).expect(200)).body;
    const row = res.byStaff.find((s: { username: string }) => s.username === "asha");
    expect(row).toMatchObject({ answered: 3 });
    // Two bookings had a contact, both within their 24 hours; the cancelled one and the duplicate had none.
    expect(res.response).toMatchObject({ total: 4, answered: 2, within24h: 2, decided: 2, waiting: 0 });
  });

  it("when enquiries come with some sources and not others, then each lead-source chart counts every enquiry once", async () => {
    await enquiry({ sourcePath: "/womens-retreats", sourceProgramme: "Hills", referrer: "https://www.google.com/", utmCampaign: "spring" });
    await enquiry({ sourcePath: "/womens-retreats" });
    const res = (await staff.get(apiPaths.insights.href()).expect(200)).body;
    for (const chart of ["programme", "page", "referrer", "campaign"]) {
      const sum = res.bySource.filter((s: { kind: string }) => s.kind === chart).reduce((n: number, s: { count: number }) => n + s.count, 0);
      expect(sum, chart).toBe(res.response.total);
    }
  });

  it("when an enquiry is sent from one page of a visit that began on another, then the funnel's By landing page counts it where the visit began", async () => {
    await enquiry({ sourcePath: "/international-journeys", landingPath: "/blog/slow-travel" });
    const day = deskDay(new Date(), "Asia/Kolkata");
    const res = (await staff.get(apiPaths.funnel.href(day, day)).expect(200)).body;
    const page = (key: string) => res.byPage.find((r: { key: string }) => r.key === key)?.enquiries ?? 0;
    expect(page("/blog/slow-travel")).toBe(1);
    expect(page("/international-journeys")).toBe(0);
  });
});
