import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookings, bookingStatusHistory } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { cancellations } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

/** Monday 1 March 2027 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";

describe.each(DB_KINDS)("cancellations and refunds on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);

  /** Two travellers, ₹1,00,000, starting 1 June 2027 (92 days away); the deposit of ₹30,000 paid by `method`. */
  const paidTrip = async (firstName: string, opts: { method?: string; region?: "domestic" | "international"; startDate?: string } = {}) => {
    const { booking } = await acceptedBooking(app.t, { firstName, total: 100_000, startDate: opts.startDate ?? "2027-06-01", acceptedOn: "2027-02-20", travellers: 2, region: opts.region });
    const method = opts.method ?? "upi";
    await app.staff
      .post(apiPaths.bookingPayments.href(booking.id))
      .send({ amount: 30_000, receivedOn: "2027-02-21", method, ...(method === "cash" ? {} : { reference: `${firstName}-1` }) })
      .expect(201);
    return booking;
  };
  const cancel = (id: number, body: object) => app.staff.post(apiPaths.bookingCancellation.href(id)).send(body);

  it("when a visitor cancels 92 days before a domestic trip, then 95 % of what was paid is owed in 15 business days, the booking is cancelled and the visitor e-mailed", async () => {
    const booking = await paidTrip("Asha");
    const res = await cancel(booking.id, { reason: "visitor", settlement: "refund" });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({
      reason: "visitor",
      settlement: "refund",
      on: TODAY,
      daysBefore: 92,
      percent: 95,
      paid: 30_000,
      refund: 28_500,
      credit: 0,
      creditValidUntil: null,
      flightReimbursement: 0,
      refundDueBy: "2027-03-22",
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe("cancelled");
    const history = await app.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, booking.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([["confirmed", "cancelled"]]);
    const mail = await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, "cancellation-settlement")));
    expect(mail).toHaveLength(1);
    expect(await app.db.select().from(auditLog).where(and(eq(auditLog.bookingId, booking.id), eq(auditLog.action, "booking-cancelled")))).toHaveLength(1);
    const again = await cancel(booking.id, { reason: "visitor", settlement: "refund" });
    expect(again.status).toBe(409);
  });

  it("when the reason is medical, family, force majeure or the provider's, then each is settled by its rule, within its caps", async () => {
    const medical = await paidTrip("Bina");
    const over = await cancel(medical.id, { reason: "medical", settlement: "refund", percent: 95 });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].path).toBe("percent");
    expect((await cancel(medical.id, { reason: "medical", settlement: "refund", percent: 85 })).body.cancellation).toMatchObject({ percent: 85, refund: 25_500 });

    const family = await paidTrip("Chitra");
    expect((await cancel(family.id, { reason: "family", settlement: "refund" })).body.cancellation).toMatchObject({ percent: 80, refund: 24_000 });

    const force = await paidTrip("Deepa", { region: "international" });
    // International, not all cash: 30 business days.
    expect((await cancel(force.id, { reason: "force-majeure", settlement: "refund" })).body.cancellation).toMatchObject({ percent: 100, refund: 30_000, refundDueBy: "2027-04-12" });

    const provider = await paidTrip("Esha");
    const tooMuch = await cancel(provider.id, { reason: "provider", settlement: "refund", flightReimbursement: 50_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].path).toBe("flightReimbursement");
    expect((await cancel(provider.id, { reason: "visitor", settlement: "refund", percent: 50 })).status).toBe(400);
    expect((await cancel(provider.id, { reason: "visitor", settlement: "refund", flightReimbursement: 100 })).status).toBe(400);
    const byProvider = await cancel(provider.id, { reason: "provider", settlement: "refund", flightReimbursement: 50_000 });
    expect(byProvider.body.cancellation).toMatchObject({ percent: 100, refund: 30_000, flightReimbursement: 50_000, refundDueBy: "2027-03-19" });
  });

  it("when everything was paid in cash, the settlement is a credit, or the trip is near, then the dates and figures follow", async () => {
    const cash = await paidTrip("Farah", { method: "cash" });
    expect((await cancel(cash.id, { reason: "visitor", settlement: "refund" })).body.cancellation).toMatchObject({ refund: 28_500, refundDueBy: "2027-03-10" });

    const credit = await paidTrip("Gita");
    const res = await cancel(credit.id, { reason: "visitor", settlement: "credit" });
    expect(res.body.cancellation).toMatchObject({ percent: 100, refund: 0, credit: 30_000, creditValidUntil: "2028-09-01", refundDueBy: null });
    expect(res.body.credits).toEqual([expect.objectContaining({ bookingId: credit.id, amount: 30_000, left: 30_000, expired: false })]);

    const near = await paidTrip("Hema", { startDate: "2027-03-10" });
    expect((await cancel(near.id, { reason: "visitor", settlement: "refund", on: "2027-03-01" })).body.cancellation).toMatchObject({ daysBefore: 9, percent: 0, refund: 0, refundDueBy: null });
    const future = await paidTrip("Indu");
    expect((await cancel(future.id, { reason: "visitor", settlement: "refund", on: "2027-03-02" })).status).toBe(400);
    expect((await cancel(future.id, { reason: "whim", settlement: "refund" })).status).toBe(400);
    expect((await cancel(future.id, { reason: "visitor", settlement: "voucher" })).status).toBe(400);
    expect((await cancel(999_999, { reason: "visitor", settlement: "refund" })).status).toBe(404);
    expect((await request(app.t.app).post(apiPaths.bookingCancellation.href(future.id)).send({ reason: "visitor", settlement: "refund" })).status).toBe(401);
  });

  it("when a pending booking without an accepted quote is cancelled, then it is cancelled as a status change, with no settlement", async () => {
    const { Jaya } = await seedBookings(app.t, [{ firstName: "Jaya", hoursAgo: 2 }]);
    const res = await cancel(Jaya.id, { reason: "visitor", settlement: "refund" });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toBeNull();
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, Jaya.id));
    expect(row.status).toBe("cancelled");
    expect(await app.db.select().from(cancellations).where(eq(cancellations.bookingId, Jaya.id))).toEqual([]);
    expect((await cancel(Jaya.id, { reason: "visitor", settlement: "refund" })).status).toBe(409);
  });

  it("when a refund is marked paid, then it is recorded once; a credit or a refund already paid is 409", async () => {
    const booking = await paidTrip("Kala");
    const paidUrl = apiPaths.bookingRefundPaid.href(booking.id);
    expect((await app.staff.post(paidUrl).send({ paidOn: TODAY, method: "bank-transfer", reference: "RF-1" })).status).toBe(409);
    await cancel(booking.id, { reason: "visitor", settlement: "refund" }).expect(200);
    expect((await app.staff.post(paidUrl).send({ paidOn: "2027-03-02", method: "bank-transfer", reference: "RF-1" })).status).toBe(400);
    expect((await app.staff.post(paidUrl).send({ paidOn: TODAY, method: "bank-transfer" })).status).toBe(400);
    const res = await app.staff.post(paidUrl).send({ paidOn: TODAY, method: "bank-transfer", reference: "RF-1" });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({ refund: 28_500, refundPaidOn: TODAY, refundMethod: "bank-transfer", refundReference: "RF-1" });
    expect((await app.staff.post(paidUrl).send({ paidOn: TODAY, method: "bank-transfer", reference: "RF-2" })).status).toBe(409);

    const credit = await paidTrip("Lata");
    await cancel(credit.id, { reason: "visitor", settlement: "credit" }).expect(200);
    const none = await app.staff.post(apiPaths.bookingRefundPaid.href(credit.id)).send({ paidOn: TODAY, method: "upi", reference: "X" });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/No refund/);
  });
});
