import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { deskClock, type DeskClock } from "../../support/desk-clock";
import { acceptedBooking } from "../../support/money";

/** Monday 1 March 2027 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");

describe.each(DB_KINDS)("the Retreat credit list on %s", (kind) => {
  let t: TestApp;
  let clock: DeskClock;
  let staff: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    clock = deskClock({ inProcess: true });
    clock.set(NOW);
    t = await buildTestApp(kind);
    staff = request.agent(t.app);
    await staff.post("/api/auth/login").send(STAFF).expect(200);
  });
  afterAll(async () => {
    await t.close();
    clock.dispose();
  });

  it("when bookings are cancelled as credits, then every credit is listed with what is left until it expires, and then shown as expired", async () => {
    expect((await request(t.app).get("/api/admin/credits")).status).toBe(401);
    const credited = [];
    for (const [firstName, paid] of [["Meera", 42_000], ["Tara", 9_000]] as const) {
      const { booking } = await acceptedBooking(t, { firstName, total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20", travellers: 2 });
      await staff.post(`/api/admin/bookings/${booking.id}/payments`).send({ amount: paid, receivedOn: "2027-02-21", method: "upi", reference: `${firstName}-1` }).expect(201);
      await staff.post(`/api/admin/bookings/${booking.id}/cancellation`).send({ reason: "visitor", settlement: "credit" }).expect(200);
      credited.push(booking);
    }
    // A refund leaves no credit to list.
    const { booking: refunded } = await acceptedBooking(t, { firstName: "Uma", total: 50_000, startDate: "2027-06-01", acceptedOn: "2027-02-20", travellers: 1 });
    await staff.post(`/api/admin/bookings/${refunded.id}/payments`).send({ amount: 10_000, receivedOn: "2027-02-21", method: "upi", reference: "Uma-1" }).expect(201);
    await staff.post(`/api/admin/bookings/${refunded.id}/cancellation`).send({ reason: "visitor", settlement: "refund" }).expect(200);

    const res = await staff.get("/api/admin/credits").expect(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.body.map((c: { bookingId: number; reference: string; amount: number; used: number; left: number; validUntil: string; expired: boolean }) => [c.bookingId, c.reference, c.amount, c.used, c.left, c.validUntil, c.expired])).toEqual([
      [credited[0].id, credited[0].reference, 42_000, 0, 42_000, "2028-09-01", false],
      [credited[1].id, credited[1].reference, 9_000, 0, 9_000, "2028-09-01", false],
    ]);
    expect(res.body[0].name).toMatch(/^Meera /);

    clock.set(new Date("2028-09-02T06:00:00Z"));
    const later = await staff.get("/api/admin/credits").expect(200);
    expect(later.body.map((c: { expired: boolean; left: number }) => [c.expired, c.left])).toEqual([
      [true, 42_000],
      [true, 9_000],
    ]);
    clock.set(NOW);
  });
});
