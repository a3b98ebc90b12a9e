import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookingActivities } from "@shared/schema/activities";
import { bookings } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { cancellations, payments } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { addStaff, signedIn } from "../../support/staff";
import { seedBookings } from "../../support/seed-bookings";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { readBookingMoney } from "../../../server/storage/money/booking-money";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";

describe.each(DB_KINDS)("payments on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);

  // Domestic, accepted 20 February: Deposit ₹30,000 due then, ₹40,000 on 2 May, ₹30,000 on 17 May.
  const trip = (firstName: string) => acceptedBooking(app.t, { firstName, total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
  const pay = (id: number, body: object) => app.staff.post(apiPaths.bookingPayments.href(id)).send(body);
  const money = async (id: number, today = TODAY) => (await readBookingMoney(app.db, id, today, false))!;

  it("when the amount, day, method or reference is wrong, or there is no accepted quote, then 400 and nothing is stored; unknown is 404, a stranger 401", async () => {
    const { booking } = await trip("Asha");
    for (const body of [
      { amount: 0, receivedOn: TODAY, method: "upi", reference: "U1" },
      { amount: 10.5, receivedOn: TODAY, method: "upi", reference: "U1" },
      { amount: "100", receivedOn: TODAY, method: "upi", reference: "U1" },
      { amount: 100, receivedOn: "2027-03-02", method: "upi", reference: "U1" },
      { amount: 100, receivedOn: "2027-02-30", method: "upi", reference: "U1" },
      { amount: 100, receivedOn: TODAY, method: "cheque", reference: "U1" },
      { amount: 100, receivedOn: TODAY, method: "upi" },
      { amount: 100, receivedOn: TODAY, method: "bank-transfer", reference: "  " },
      { amount: 100, receivedOn: TODAY, method: "upi", reference: "U1", extra: true },
    ]) {
      const res = await pay(booking.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.length ?? 0, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const [pending] = Object.values(await seedBookings(app.t, [{ firstName: "NoQuote", hoursAgo: 1 }]));
    const noQuote = await pay(pending.id, { amount: 100, receivedOn: TODAY, method: "cash" });
    expect(noQuote.status).toBe(400);
    expect(noQuote.body.message).toMatch(/no accepted quote/);
    expect(await app.db.select().from(payments)).toEqual([]);
    expect((await pay(999_999, { amount: 100, receivedOn: TODAY, method: "cash" })).status).toBe(404);
    expect((await request(app.t.app).post(apiPaths.bookingPayments.href(booking.id)).send({ amount: 100, receivedOn: TODAY, method: "cash" })).status).toBe(401);
  });

  it("when a payment is recorded, then 201 the payment, the receipt is queued, and the timeline and audit log hold it", async () => {
    const { booking } = await trip("Bina");
    const res = await pay(booking.id, { amount: 30_000, receivedOn: "2027-02-21", method: "upi", reference: " UPI-771 ", note: "Deposit" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 30_000, receivedOn: "2027-02-21", method: "upi", reference: "UPI-771", note: "Deposit", by: "staff", voided: false });
    expect(typeof res.body.id).toBe("number");
    const cash = await pay(booking.id, { amount: 5_000, receivedOn: TODAY, method: "cash" });
    expect(cash.status).toBe(201);
    expect(cash.body.reference).toBeNull();
    const m = await money(booking.id);
    expect(m.status).toMatchObject({ total: 100_000, paid: 35_000, balance: 65_000 });
    expect(m.status.schedule.map((s) => [s.label, s.paid, s.state])).toEqual([
      ["Deposit", 30_000, "paid"],
      ["Second payment", 5_000, "upcoming"],
      ["Final payment", 0, "upcoming"],
    ]);
    const mail = await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, "payment-receipt")));
    expect(mail.map((r) => [r.toAddress, r.data])).toEqual([
      [booking.email.toLowerCase(), { paymentId: res.body.id }],
      [booking.email.toLowerCase(), { paymentId: cash.body.id }],
    ]);
    const entries = await app.db.select().from(bookingActivities).where(and(eq(bookingActivities.bookingId, booking.id), eq(bookingActivities.kind, "payment")));
    expect(entries).toHaveLength(2);
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.bookingId, booking.id), eq(auditLog.action, "payment-recorded")));
    expect(audited.map((a) => a.actor)).toEqual(["staff", "staff"]);
  });

  it("when the same method and reference is on another booking, then 409 names that booking, whatever the case; another method may use it", async () => {
    const first = await trip("Chitra");
    const second = await trip("Deepa");
    expect((await pay(first.booking.id, { amount: 1_000, receivedOn: TODAY, method: "bank-transfer", reference: "NEFT-42" })).status).toBe(201);
    const again = await pay(second.booking.id, { amount: 1_000, receivedOn: TODAY, method: "bank-transfer", reference: "neft-42" });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(first.booking.reference);
    const onSame = await pay(first.booking.id, { amount: 1_000, receivedOn: TODAY, method: "bank-transfer", reference: "NEFT-42" });
    expect(onSame.status).toBe(409);
    expect((await pay(second.booking.id, { amount: 1_000, receivedOn: TODAY, method: "upi", reference: "NEFT-42" })).status).toBe(201);
    // Two entries of one transfer at the same moment: exactly one is stored.
    const both = await Promise.all([
      pay(first.booking.id, { amount: 2_000, receivedOn: TODAY, method: "wire", reference: "SWIFT-9" }),
      pay(second.booking.id, { amount: 2_000, receivedOn: TODAY, method: "wire", reference: "SWIFT-9" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await app.db.select().from(payments).where(eq(payments.reference, "SWIFT-9"))).toHaveLength(1);
  });

  it("when a payment is voided, then only an admin with a reason can, it stays listed voided, no longer counts, and can't be voided twice", async () => {
    const { booking } = await trip("Esha");
    const paid = await pay(booking.id, { amount: 30_000, receivedOn: TODAY, method: "card", reference: "POS-1" });
    const url = apiPaths.bookingPaymentVoid.href(booking.id, paid.body.id);
    await addStaff(app.t, "agent1");
    const agent = await signedIn(app.t, { username: "agent1", password: "correct horse battery staple" });
    expect((await agent.post(url).send({ reason: "Bounced" })).status).toBe(403);
    expect((await app.staff.post(url).send({ reason: " " })).status).toBe(400);
    expect((await app.staff.post(url).send({})).status).toBe(400);
    expect((await app.staff.post(apiPaths.bookingPaymentVoid.href(booking.id, 999999)).send({ reason: "x" })).status).toBe(404);
    const voided = await app.staff.post(url).send({ reason: "Card charge reversed" });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ id: paid.body.id, voided: true, voidReason: "Card charge reversed" });
    expect((await app.staff.post(url).send({ reason: "again" })).status).toBe(409);
    const m = await money(booking.id);
    expect(m.payments).toHaveLength(1);
    expect(m.status.paid).toBe(0);
    // A voided payment's reference may be entered again (the transfer that really came).
    expect((await pay(booking.id, { amount: 30_000, receivedOn: TODAY, method: "card", reference: "POS-1" })).status).toBe(201);
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.bookingId, booking.id), eq(auditLog.action, "payment-voided")));
    expect(audited).toHaveLength(1);
  });

  it("when an instalment is overdue, then Late fee adds 5 % of it due today once; nothing overdue or already charged is 409", async () => {
    const { booking } = await trip("Farah");
    const fee = () => app.staff.post(apiPaths.bookingLateFee.href(booking.id));
    // The deposit (due 20 February) is overdue from 28 February: 1 March is past the grace.
    await pay(booking.id, { amount: 10_000, receivedOn: TODAY, method: "cash" });
    const added = await fee();
    expect(added.status).toBe(201);
    // 5 % of the ₹20,000 still overdue.
    expect(added.body).toMatchObject({ label: "Late fee", percent: 0, amount: 1_000, dueDate: TODAY });
    expect((await fee()).status).toBe(409);
    const m = await money(booking.id);
    expect(m.status.total).toBe(101_000);
    expect(m.instalments.find((i) => i.row.kind === "late-fee")?.row.covers).toEqual(["Deposit|2027-02-20"]);
    // Weeks later the second payment is overdue too: the next fee is for it alone.
    app.clock.set(new Date("2027-05-12T06:00:00Z"));
    try {
      const later = await fee();
      expect(later.status).toBe(201);
      expect(later.body.amount).toBe(2_000);
      expect((await fee()).status).toBe(409);
    } finally {
      app.clock.set(NOW);
    }
    const settled = await trip("Gita");
    await pay(settled.booking.id, { amount: 30_000, receivedOn: TODAY, method: "cash" });
    const none = await app.staff.post(apiPaths.bookingLateFee.href(settled.booking.id));
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("Nothing is overdue");
  });

  it("when the booking's personal data was erased, then its money routes answer 409", async () => {
    const { booking } = await trip("Hema");
    await app.db.update(bookings).set({ erasedAt: new Date() }).where(eq(bookings.id, booking.id));
    expect((await pay(booking.id, { amount: 100, receivedOn: TODAY, method: "cash" })).status).toBe(409);
    expect((await app.staff.post(apiPaths.bookingLateFee.href(booking.id))).status).toBe(409);
  });

  it("when a booking's personal data is erased, then its payments keep amount, day and method and lose reference and note; its refund reference goes", async () => {
    const { booking } = await trip("Jyoti");
    await pay(booking.id, { amount: 30_000, receivedOn: TODAY, method: "upi", reference: "JYOTI-UPI", note: "From Jyoti's father" });
    await app.staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    await app.staff.post(apiPaths.bookingRefundPaid.href(booking.id)).send({ paidOn: TODAY, method: "upi", reference: "JYOTI-REFUND" }).expect(200);
    expect((await app.staff.delete(apiPaths.bookingPersonalData.href(booking.id))).status).toBeLessThan(300);
    const [row] = await app.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row).toMatchObject({ amount: 30_000, receivedOn: TODAY, method: "upi", reference: null, note: null });
    const [c] = await app.db.select().from(cancellations).where(eq(cancellations.bookingId, booking.id));
    expect(c).toMatchObject({ refund: 28_500, refundPaidOn: TODAY, refundReference: null });
  });

  it("when 50 payments arrive at once on one booking, then all are stored and the balance is exact", async () => {
    const { booking } = await trip("Indu");
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pay(booking.id, { amount: 1_000 + i, receivedOn: TODAY, method: "upi", reference: `BULK-${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const expected = Array.from({ length: 50 }, (_, i) => 1_000 + i).reduce((a, b) => a + b, 0);
    const m = await money(booking.id);
    expect(m.payments).toHaveLength(50);
    expect(m.status.paid).toBe(expected);
    expect(m.status.balance).toBe(100_000 - expected);
  });
});
