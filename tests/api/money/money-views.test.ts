import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { formatDay } from "@shared/money";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
const NOW = new Date("2027-03-01T06:00:00Z");

describe.each(DB_KINDS)("the desk's money views on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  const pay = (id: number, amount: number, reference: string) =>
    app.staff.post(apiPaths.bookingPayments.href(id)).send({ amount, receivedOn: "2027-02-27", method: "upi", reference });
  const view = async (name: string, extra = "") => {
    const res = await app.staff.get(`${apiPaths.bookings.href({ view: name })}${extra}`).expect(200);
    return { names: (res.body as { firstName: string }[]).map((b) => b.firstName), res };
  };
  const counts = async () => (await app.staff.get(apiPaths.bookingSummary.href()).expect(200)).body.views as Record<string, number>;

  it("when instalments fall due, are paid, voided, and a paid booking is cancelled, then Payments due, Payments overdue and Refunds owed hold exactly those owed, earliest first, and follow every change", async () => {
    // Domestic, ₹1,00,000, starting 1 June 2027: Deposit ₹30,000 due the day of acceptance, then 2 and 17 May.
    const overdue = await acceptedBooking(app.t, { firstName: "Overdue", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    const part = await acceptedBooking(app.t, { firstName: "PartPaid", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    const due = await acceptedBooking(app.t, { firstName: "DueNow", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-26" });
    const paid = await acceptedBooking(app.t, { firstName: "Paid", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    // Starting 29 March: Deposit due 10 February (overdue), Second payment 27 February (due), Final 14 March (upcoming).
    await acceptedBooking(app.t, { firstName: "Both", total: 100_000, startDate: "2027-03-29", acceptedOn: "2027-02-10" });
    await seedBookings(app.t, [{ firstName: "NoQuote", hoursAgo: 2 }]);
    expect((await pay(part.booking.id, 10_000, "PART-1")).status).toBe(201);
    const deposit = await pay(paid.booking.id, 30_000, "PAID-1");
    expect(deposit.status).toBe(201);

    expect((await view("payment-overdue")).names).toEqual(["Both", "Overdue", "PartPaid"]);
    // An instalment due: the Second payment of Both, though its Deposit is overdue.
    expect((await view("payment-due")).names).toEqual(["Both", "DueNow"]);
    expect((await view("refund-due")).names).toEqual([]);
    expect(await counts()).toMatchObject({ "payment-due": 2, "payment-overdue": 3, "refund-due": 0 });

    // Each row says what is owed and since when.
    const rows = (await view("payment-overdue")).res.body as { firstName: string; paymentDueOn: string | null; refundDueBy: string | null; moneyDue: unknown }[];
    expect(rows.map((r) => [r.firstName, r.paymentDueOn, r.refundDueBy, r.moneyDue])).toEqual([
      ["Both", "2027-02-10", null, { state: "overdue", label: "₹30,000 overdue since 10 February 2027" }],
      ["Overdue", "2027-02-20", null, { state: "overdue", label: "₹30,000 overdue since 20 February 2027" }],
      ["PartPaid", "2027-02-20", null, { state: "overdue", label: "₹20,000 overdue since 20 February 2027" }],
    ]);
    const dueRows = (await view("payment-due")).res.body as { firstName: string; moneyDue: unknown }[];
    expect(dueRows.map((r) => r.moneyDue)).toEqual([
      { state: "overdue", label: "₹30,000 overdue since 10 February 2027" },
      { state: "due", label: "₹30,000 due 26 February 2027" },
    ]);

    // Paged one at a time, in the same order, with the total on every page.
    const seen: string[] = [];
    let next: string | undefined = apiPaths.bookings.href({ view: "payment-overdue", limit: 1 });
    while (next) {
      const res: { headers: Record<string, string>; body: unknown } = await app.staff.get(next).expect(200);
      expect(res.headers["x-total-count"]).toBe("3");
      seen.push(...(res.body as { firstName: string }[]).map((b) => b.firstName));
      next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? "")?.[1];
    }
    expect(seen).toEqual(["Both", "Overdue", "PartPaid"]);
    // Payments due pages the same way, on its own order.
    const duePages: string[] = [];
    next = apiPaths.bookings.href({ view: "payment-due", limit: 1 });
    while (next) {
      const res: { headers: Record<string, string>; body: unknown } = await app.staff.get(next).expect(200);
      expect(res.headers["x-total-count"]).toBe("2");
      duePages.push(...(res.body as { firstName: string }[]).map((b) => b.firstName));
      next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? "")?.[1];
    }
    expect(duePages).toEqual(["Both", "DueNow"]);
    // A cursor made for another view's order is refused.
    const cursor = /cursor=([^&>]+)/.exec((await app.staff.get(apiPaths.bookings.href({ view: "payment-overdue", limit: 1 }))).headers.link)![1];
    expect((await app.staff.get(apiPaths.bookings.href({ view: "needs-reply", cursor }))).status).toBe(400);

    // Paying the rest of a deposit takes the booking out; voiding a payment brings one back.
    expect((await pay(part.booking.id, 20_000, "PART-2")).status).toBe(201);
    await app.staff.post(apiPaths.bookingPaymentVoid.href(paid.booking.id, deposit.body.id)).send({ reason: "Bounced" }).expect(200);
    expect((await view("payment-overdue")).names).toEqual(["Both", "Overdue", "Paid"]);

    // A paid booking cancelled by the visitor: its refund is owed until it is recorded as paid.
    expect((await pay(due.booking.id, 30_000, "DUE-1")).status).toBe(201);
    expect((await view("payment-due")).names).toEqual(["Both"]);
    const cancelled = await app.staff.post(apiPaths.bookingCancellation.href(due.booking.id)).send({ reason: "visitor", settlement: "refund" });
    expect(cancelled.status).toBe(200);
    const owed = await view("refund-due");
    expect(owed.names).toEqual(["DueNow"]);
    expect((owed.res.body as { refundDueBy: string }[])[0].refundDueBy).toBe(cancelled.body.cancellation.refundDueBy);
    expect((owed.res.body as { moneyDue: unknown }[])[0].moneyDue).toEqual({ state: "refund", label: `Refund ₹28,500 owed by ${formatDay(cancelled.body.cancellation.refundDueBy)}` });
    // Cancelling an overdue booking ends what it owed: its settlement says the rest.
    await app.staff.post(apiPaths.bookingCancellation.href(overdue.booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    expect((await view("payment-overdue")).names).toEqual(["Both", "Paid"]);
    expect(await counts()).toMatchObject({ "payment-due": 1, "payment-overdue": 2, "refund-due": 1 });

    await app.staff.post(apiPaths.bookingRefundPaid.href(due.booking.id)).send({ paidOn: "2027-03-01", method: "upi", reference: "RF-1" }).expect(200);
    expect((await view("refund-due")).names).toEqual([]);
    // A search counts within the money views too.
    const searched = (await app.staff.get(apiPaths.bookingSummary.href("Both")).expect(200)).body.views;
    expect(searched).toMatchObject({ "payment-due": 1, "payment-overdue": 1, "refund-due": 0 });
  });

  it("when a booking owing an instalment this fortnight or overdue is erased or marked as spam, then Payments due and Payments overdue neither list nor count it", async () => {
    // The bookings of the test before stay; what changes is counted from them.
    const before = (await view("payment-due")).names;
    const overdueBefore = (await view("payment-overdue")).names;
    const late = await acceptedBooking(app.t, { firstName: "LateErased", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    expect((await view("payment-overdue")).names).toContain("LateErased");
    expect((await counts())["payment-overdue"]).toBe(overdueBefore.length + 1);
    await app.staff.delete(apiPaths.bookingPersonalData.href(late.booking.id)).expect(200);
    const overdue = await view("payment-overdue");
    expect(overdue.names).toEqual(overdueBefore);
    expect(overdue.res.headers["x-total-count"]).toBe(String(overdueBefore.length));
    expect((await counts())["payment-overdue"]).toBe(overdueBefore.length);

    await acceptedBooking(app.t, { firstName: "Kept", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-26" });
    const erased = await acceptedBooking(app.t, { firstName: "Erased", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-26" });
    const spam = await acceptedBooking(app.t, { firstName: "Spam", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-27" });
    expect((await view("payment-due")).names).toEqual([...before, "Kept", "Erased", "Spam"]);
    expect((await counts())["payment-due"]).toBe(before.length + 3);

    await app.staff.delete(apiPaths.bookingPersonalData.href(erased.booking.id)).expect(200);
    await app.db.execute(sql`update bookings set suspect = 'marked by hand' where id = ${spam.booking.id}`);
    const listed = await view("payment-due");
    expect(listed.names).toEqual([...before, "Kept"]);
    expect(listed.res.headers["x-total-count"]).toBe(String(before.length + 1));
    expect((await counts())["payment-due"]).toBe(before.length + 1);
  });

  it("when a booking with an accepted quote is set to cancelled by its status, then 409 points to Cancel booking and nothing changes; once cancelled with a settlement, it can't be reopened", async () => {
    const { booking } = await acceptedBooking(app.t, { firstName: "Status", total: 50_000, startDate: "2027-06-01", acceptedOn: "2027-02-26" });
    const refused = await app.staff.patch(apiPaths.bookingStatus.href(booking.id)).send({ status: "cancelled" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Cancel booking/);
    expect((await app.staff.get(apiPaths.booking.href(booking.id)).expect(200)).body.status).toBe("confirmed");
    // Other moves stay free.
    expect((await app.staff.patch(apiPaths.bookingStatus.href(booking.id)).send({ status: "pending" })).status).toBe(200);
    expect((await app.staff.patch(apiPaths.bookingStatus.href(booking.id)).send({ status: "confirmed" })).status).toBe(200);
    await app.staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    const reopened = await app.staff.patch(apiPaths.bookingStatus.href(booking.id)).send({ status: "confirmed" });
    expect(reopened.status).toBe(409);
    expect((await app.staff.get(apiPaths.booking.href(booking.id)).expect(200)).body.status).toBe("cancelled");
    // A booking without money is cancelled by its status as before.
    const [plain] = Object.values(await seedBookings(app.t, [{ firstName: "Plain", hoursAgo: 1 }]));
    expect((await app.staff.patch(apiPaths.bookingStatus.href(plain.id)).send({ status: "cancelled" })).status).toBe(200);
  });
});
