import { describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { mailOutbox } from "@shared/schema/mail";
import { dateChanges, instalments } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";

describe.each(DB_KINDS)("date changes on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);

  const change = (id: number, body: object) => app.staff.post(apiPaths.bookingDateChange.href(id)).send(body);
  // Domestic ₹1,00,000 from 1 June 2027: Deposit ₹30,000 (paid), ₹40,000 due 2 May, ₹30,000 due 17 May.
  const trip = async (firstName: string) => {
    const { booking } = await acceptedBooking(app.t, { firstName, total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    await app.staff.post(apiPaths.bookingPayments.href(booking.id)).send({ amount: 30_000, receivedOn: TODAY, method: "cash" }).expect(201);
    return booking;
  };

  it("when the first change is 45 days or more before the start, then it is free and the unpaid instalments move with the start; the next one costs ₹5,000 due today", async () => {
    const booking = await trip("Asha");
    const res = await change(booking.id, { startDate: "2027-07-01", endDate: "2027-07-06" });
    expect(res.status).toBe(200);
    expect(res.body.schedule.map((s: { label: string; amount: number; dueDate: string; state: string }) => [s.label, s.amount, s.dueDate, s.state])).toEqual([
      ["Deposit", 30_000, "2027-02-20", "paid"],
      ["Second payment", 40_000, "2027-06-01", "upcoming"],
      ["Final payment", 30_000, "2027-06-16", "upcoming"],
    ]);
    expect(res.body.balance).toBe(70_000);
    const replaced = await app.db.select().from(instalments).where(and(eq(instalments.bookingId, booking.id), isNotNull(instalments.replacedAt)));
    expect(replaced.map((r) => r.dueDate).sort()).toEqual(["2027-05-02", "2027-05-17"]);
    const [row] = await app.db.select().from(dateChanges).where(eq(dateChanges.bookingId, booking.id));
    expect(row).toMatchObject({ fromStart: "2027-06-01", toStart: "2027-07-01", toEnd: "2027-07-06", fee: 0 });
    expect(await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, "date-change")))).toHaveLength(1);
    expect(await app.db.select().from(auditLog).where(and(eq(auditLog.bookingId, booking.id), eq(auditLog.action, "dates-changed")))).toHaveLength(1);

    const second = await change(booking.id, { startDate: "2027-07-08", endDate: "2027-07-13" });
    expect(second.status).toBe(200);
    const fee = second.body.schedule.find((s: { label: string }) => s.label === "Date change fee");
    expect(fee).toMatchObject({ amount: 5_000, percent: 0, dueDate: TODAY, state: "due" });
    expect(second.body.total).toBe(105_000);
  });

  it("when the dates change while the deposit is overdue, then it stays overdue where it was and its late fee can still be added", async () => {
    // Accepted 20 February, nothing paid: on 1 March the ₹30,000 deposit is overdue.
    const { booking } = await acceptedBooking(app.t, { firstName: "Overdue", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    const res = await change(booking.id, { startDate: "2027-07-01", endDate: "2027-07-06" });
    expect(res.status).toBe(200);
    const deposit = res.body.schedule.find((s: { label: string }) => s.label === "Deposit");
    expect(deposit).toMatchObject({ dueDate: "2027-02-20", state: "overdue" });
    const fee = await app.staff.post(apiPaths.bookingLateFee.href(booking.id));
    expect(fee.status).toBe(201);
    expect(fee.body).toMatchObject({ amount: 1_500 });
  });

  it("when the first change is less than 45 days before the start, then it costs the fee", async () => {
    const { booking } = await acceptedBooking(app.t, { firstName: "Bina", total: 50_000, startDate: "2027-04-10", acceptedOn: "2027-02-20" });
    const res = await change(booking.id, { startDate: "2027-05-10", endDate: "2027-05-12" });
    expect(res.status).toBe(200);
    expect(res.body.schedule.filter((s: { label: string }) => s.label === "Date change fee")).toHaveLength(1);
  });

  it("when the dates are wrong, there is no accepted quote, or the booking is cancelled, then 400 or 409 and nothing changes", async () => {
    const booking = await trip("Chitra");
    for (const body of [
      { startDate: "2027-02-28", endDate: "2027-03-05" },
      { startDate: "2027-07-10", endDate: "2027-07-01" },
      { startDate: "2027-07-10" },
      { startDate: "10/07/2027", endDate: "2027-07-12" },
      { startDate: "2027-06-01", endDate: "2027-06-06" },
    ]) {
      expect((await change(booking.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await app.db.select().from(dateChanges).where(eq(dateChanges.bookingId, booking.id))).toEqual([]);
    const { Dev } = await seedBookings(app.t, [{ firstName: "Dev", hoursAgo: 1 }]);
    expect((await change(Dev.id, { startDate: "2027-07-01", endDate: "2027-07-06" })).status).toBe(409);
    await app.staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    expect((await change(booking.id, { startDate: "2027-07-01", endDate: "2027-07-06" })).status).toBe(409);
    expect((await change(999_999, { startDate: "2027-07-01", endDate: "2027-07-06" })).status).toBe(404);
  });
});
