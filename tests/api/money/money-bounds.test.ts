import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { payments } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { seedBookings } from "../../support/seed-bookings";
import { addStaff, signedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";
import { todayIn } from "@shared/money";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";
const paths = (res: { body: { errors?: { path: string }[] } }) => (res.body.errors ?? []).map((e) => e.path);

describe.each(DB_KINDS)("money's plausible bounds on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  // ₹1,00,000 starting 1 June 2027, accepted 20 February; the booking was made two days before the test ran.
  const trip = (firstName: string) => acceptedBooking(app.t, { firstName, total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
  const pay = (agent: typeof app.staff, id: number, body: object) => agent.post(apiPaths.bookingPayments.href(id)).send({ receivedOn: TODAY, method: "upi", ...body });

  it("when a payment is received before the booking was made, then 400 on receivedOn and no receipt", async () => {
    const { booking } = await trip("Asha");
    // The day it was made at the desk (Kolkata), which is the next UTC day after 18:30 UTC.
    const made = todayIn("Asia/Kolkata", booking.createdAt);
    for (const receivedOn of ["1900-01-01", "2000-02-29"]) {
      const res = await pay(app.staff, booking.id, { amount: 100, receivedOn, reference: `A-${receivedOn}` });
      expect(res.status, receivedOn).toBe(400);
      expect(paths(res)).toEqual(["receivedOn"]);
    }
    expect(await app.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
    expect((await app.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id))).filter((m) => m.kind === "payment-receipt")).toEqual([]);
    expect((await pay(app.staff, booking.id, { amount: 100, receivedOn: made > TODAY ? TODAY : made, reference: "A-made" })).status).toBe(201);
  });

  it("when what is paid would pass the total and fees by more than ₹1,00,000, then 400 on amount unless an admin confirms it", async () => {
    const { booking } = await trip("Bina");
    const huge = await pay(app.staff, booking.id, { amount: 100_000_000, reference: "B-huge" });
    expect(huge.status).toBe(400);
    expect(paths(huge)).toEqual(["amount"]);
    expect(huge.body.errors[0].message).toMatch(/confirm/i);
    expect((await pay(app.staff, booking.id, { amount: 200_001, reference: "B-1" })).status).toBe(400);
    expect((await pay(app.staff, booking.id, { amount: 150_000, reference: "B-2" })).status).toBe(201);
    // Counted with what was paid before: ₹1,50,000 + ₹50,001 passes ₹2,00,000.
    expect((await pay(app.staff, booking.id, { amount: 50_001, reference: "B-3" })).status).toBe(400);
    expect((await pay(app.staff, booking.id, { amount: 50_000, reference: "B-4" })).status).toBe(201);

    const agentMember = await addStaff(app.t, "bounds-agent");
    const agent = await signedIn(app.t, agentMember);
    const byAgent = await pay(agent, booking.id, { amount: 5_000_000, reference: "B-5", confirm: true });
    expect(byAgent.status).toBe(400);
    expect(paths(byAgent)).toEqual(["amount"]);
    const confirmed = await pay(app.staff, booking.id, { amount: 5_000_000, reference: "B-6", confirm: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ amount: 5_000_000 });
    expect((await pay(app.staff, booking.id, { amount: 100, reference: "B-7", confirm: "yes" })).status).toBe(400);
  });

  it("when a refund is marked paid before its cancellation, then 400 on paidOn", async () => {
    const { booking } = await trip("Chitra");
    await pay(app.staff, booking.id, { amount: 30_000, receivedOn: "2027-02-21", reference: "C-1" }).expect(201);
    await app.staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "visitor", settlement: "refund", on: "2027-02-27" }).expect(200);
    const early = await app.staff.post(apiPaths.bookingRefundPaid.href(booking.id)).send({ paidOn: "2027-02-26", method: "upi", reference: "RF-C" });
    expect(early.status).toBe(400);
    expect(paths(early)).toEqual(["paidOn"]);
    expect((await app.staff.post(apiPaths.bookingRefundPaid.href(booking.id)).send({ paidOn: "2027-02-27", method: "upi", reference: "RF-C" })).status).toBe(200);
  });

  it("when a cancellation is dated before the booking was made, then 400 on on", async () => {
    const { booking } = await trip("Chaya");
    const res = await app.staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "visitor", settlement: "refund", on: "1900-01-01" });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(["on"]);
  });

  it("when a date change or a quote reaches more than three years ahead, then 400 on that day", async () => {
    const { booking } = await trip("Deepa");
    for (const [startDate, endDate, path] of [
      ["9999-12-30", "9999-12-31", "startDate"],
      ["2030-03-02", "2030-03-05", "startDate"],
      ["2030-02-25", "2030-03-05", "endDate"],
    ] as const) {
      const res = await app.staff.post(apiPaths.bookingDateChange.href(booking.id)).send({ startDate, endDate });
      expect(res.status, startDate).toBe(400);
      expect(paths(res)).toContain(path);
    }
    expect((await app.staff.post(apiPaths.bookingDateChange.href(booking.id)).send({ startDate: "2030-02-20", endDate: "2030-02-25" })).status).toBe(200);

    const { Esha: open } = await seedBookings(app.t, [{ firstName: "Esha", hoursAgo: 2 }]);
    const quote = { startDate: "2027-07-01", endDate: "2027-07-05", travellers: 1, pricePerPerson: 10_000 };
    for (const [body, path] of [
      [{ ...quote, validUntil: "9999-12-31" }, "validUntil"],
      [{ ...quote, startDate: "9999-12-30", endDate: "9999-12-31" }, "startDate"],
      [{ ...quote, endDate: "2030-03-02" }, "endDate"],
    ] as const) {
      const res = await app.staff.post(apiPaths.bookingQuotes.href(open.id)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(paths(res)).toContain(path);
    }
    expect((await app.staff.post(apiPaths.bookingQuotes.href(open.id)).send({ ...quote, validUntil: "2027-03-31" })).status).toBe(201);
  });
});
