import request from "supertest";
import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { bookingInsurance, travellers } from "@shared/schema/travellers";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { acceptedTrip, FULL_TRAVELLER, TRAVELLERS_NOW } from "../../support/travellers";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("traveller details leaving on %s", (kind) => {
  const app = useMoneyApp(kind, TRAVELLERS_NOW);
  const rows = (bookingId: number) => app.db.select().from(travellers).where(eq(travellers.bookingId, bookingId)).orderBy(asc(travellers.n));
  const filled = async (o: Parameters<typeof acceptedTrip>[1] = {}) => {
    const trip = await acceptedTrip(app, o);
    await request(app.t.app).put(apiPaths.tripTraveller.href(trip.token, 1)).send(FULL_TRAVELLER).expect(200);
    await request(app.t.app).put(apiPaths.tripTraveller.href(trip.token, 2)).send({ ...FULL_TRAVELLER, documentNumber: "Y1112223", medical: null }).expect(200);
    await request(app.t.app).put(apiPaths.tripInsurance.href(trip.token)).send({ insurer: "Tata AIG", policyNumber: "TA-9" }).expect(200);
    return trip;
  };

  it("when the booking's personal data is erased, then its traveller records and insurance are deleted", async () => {
    const { booking } = await filled();
    const kept = await filled();
    await app.staff.delete(apiPaths.bookingPersonalData.href(booking.id)).expect(200);
    expect(await rows(booking.id)).toEqual([]);
    expect(await app.db.select().from(bookingInsurance).where(eq(bookingInsurance.bookingId, booking.id))).toEqual([]);
    expect(await rows(kept.booking.id)).toHaveLength(2);
    await app.staff.get(apiPaths.bookingTravellers.href(booking.id)).expect(404);
  });

  it("when 60 days have passed since the trip's end, then its document numbers and medical notes are deleted, once, and the timeline says so", async () => {
    const ended = await filled({ startDate: "2027-07-01", endDate: "2027-07-06" });
    const later = await filled({ startDate: "2027-07-15", endDate: "2027-07-20" });
    const purge = (day: string) => app.t.storage.retention.purgeTravellerDocuments(day, new Date(`${day}T06:00:00Z`));
    await purge("2027-09-03");
    expect((await rows(ended.booking.id)).every((r) => r.documentNumberSealed !== null)).toBe(true);
    expect(await purge("2027-09-04")).toBe(1);
    expect(await purge("2027-09-05")).toBe(0);
    const [one, two] = await rows(ended.booking.id);
    expect([one.documentNumberSealed, one.medicalSealed, two.documentNumberSealed]).toEqual([null, null, null]);
    expect(one.fullName).toBe("Anuradha Krishnan");
    expect((await rows(later.booking.id)).every((r) => r.documentNumberSealed !== null)).toBe(true);
    const notes = await app.db.select().from(bookingActivities).where(eq(bookingActivities.bookingId, ended.booking.id));
    expect(notes.filter((n) => n.by === "system").map((n) => n.body)).toEqual([
      "The travellers' document numbers and medical notes were deleted, 60 days after the trip ended on 6 July 2027.",
    ]);
    // The scrub it owes the disk is recorded with it, and finished before any backup (scrub-owed.ts).
    const owed = await app.t.storage.retention.scrubsOwed();
    expect(owed.filter((o) => o.bookingId === ended.booking.id).map((o) => [o.reason, o.tripEnded])).toEqual([["document-purge", "2027-07-06"]]);
    await app.t.storage.retention.finishScrubs(owed, true, new Date("2027-09-04T06:01:00Z"));
    const after = await app.db.select().from(bookingActivities).where(eq(bookingActivities.bookingId, ended.booking.id));
    expect(after.filter((n) => n.by === "system").map((n) => n.body)).toContain(
      "The travellers' document numbers and medical notes of the trip that ended on 6 July 2027 were wiped from the database's files and its write-ahead log: no backup written from now on holds them.",
    );
    expect(await app.t.storage.retention.scrubsOwed()).toEqual([]);
    const timeline = await app.staff.get(apiPaths.bookingActivities.href(ended.booking.id));
    expect(JSON.stringify(timeline.body)).toContain("document numbers and medical notes were deleted");
    const desk = await app.staff.get(apiPaths.bookingTravellers.href(ended.booking.id)).expect(200);
    expect(desk.body.travellers[0]).toMatchObject({ fullName: "Anuradha Krishnan", documentNumber: null, medical: null });
    expect(await purge("2027-09-18")).toBe(1);
  });
});
