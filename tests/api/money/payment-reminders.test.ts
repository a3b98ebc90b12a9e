import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { users } from "@shared/schema/users";
import { instalments, paymentReminders } from "@shared/schema/money";
import { STAFF } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

const ZONE = "Asia/Kolkata";
const DOMAIN = "innerlight.test";
const noon = (day: string) => new Date(`${day}T06:30:00Z`);

describe.each(DB_KINDS)("payment reminders on %s", (kind) => {
  const app = useMoneyApp(kind, noon("2027-03-01"));

  const tick = (day: string) => app.t.storage.money.queuePaymentReminders(day, ZONE, DOMAIN);
  const reminders = async (bookingId: number) =>
    (await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, "payment-reminder"))).orderBy(mailOutbox.id)).map((m) => m.data);
  /** Domestic ₹1,00,000 from 1 June 2027, its deposit paid: ₹40,000 due 2 May, ₹30,000 due 17 May. */
  const trip = async (firstName: string) => {
    const { booking } = await acceptedBooking(app.t, { firstName, total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    app.clock.set(noon("2027-03-01"));
    await app.staff.post(apiPaths.bookingPayments.href(booking.id)).send({ amount: 30_000, receivedOn: "2027-03-01", method: "cash" }).expect(201);
    const rows = await app.db.select().from(instalments).where(eq(instalments.bookingId, booking.id));
    const id = (label: string) => rows.find((r) => r.label === label)!.id;
    return { booking, second: id("Second payment"), final: id("Final payment") };
  };

  it("when the clock passes due − 8, − 7, due, + 7 and + 8 days, then due-soon goes at − 7 and overdue at + 8, each once", async () => {
    const { booking, second, final } = await trip("Asha");
    expect(await tick("2027-04-24")).toBe(0);
    expect(await tick("2027-04-25")).toBe(1);
    expect(await tick("2027-04-25")).toBe(0);
    expect(await reminders(booking.id)).toEqual([{ instalmentId: second, reminder: "due-soon" }]);
    expect(await tick("2027-05-02")).toBe(0);
    expect(await tick("2027-05-09")).toBe(0);
    expect(await tick("2027-05-10")).toBe(2);
    expect(await tick("2027-05-10")).toBe(0);
    expect(await reminders(booking.id)).toEqual([
      { instalmentId: second, reminder: "due-soon" },
      { instalmentId: second, reminder: "overdue" },
      { instalmentId: final, reminder: "due-soon" },
    ]);
  });

  it("when the instalment is paid, the booking cancelled or erased, then no reminder goes; a payment short of it still reminds", async () => {
    const paid = await trip("Bina");
    await app.staff.post(apiPaths.bookingPayments.href(paid.booking.id)).send({ amount: 40_000, receivedOn: "2027-03-01", method: "upi", reference: "BINA-2" }).expect(201);
    const short = await trip("Chitra");
    await app.staff.post(apiPaths.bookingPayments.href(short.booking.id)).send({ amount: 39_999, receivedOn: "2027-03-01", method: "upi", reference: "CHITRA-2" }).expect(201);
    const cancelled = await trip("Deepa");
    await app.staff.post(apiPaths.bookingCancellation.href(cancelled.booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    const erased = await trip("Esha");
    await app.db.update(bookings).set({ erasedAt: new Date() }).where(eq(bookings.id, erased.booking.id));
    await tick("2027-04-25");
    expect(await reminders(paid.booking.id)).toEqual([]);
    expect(await reminders(short.booking.id)).toEqual([{ instalmentId: short.second, reminder: "due-soon" }]);
    expect(await reminders(cancelled.booking.id)).toEqual([]);
    expect(await reminders(erased.booking.id)).toEqual([]);
  });

  it("when the dates change, then the moved instalments are new rows and are reminded again by their new dates", async () => {
    const { booking, second } = await trip("Farah");
    await tick("2027-04-25");
    app.clock.set(noon("2027-04-25"));
    await app.staff.post(apiPaths.bookingDateChange.href(booking.id)).send({ startDate: "2027-06-08", endDate: "2027-06-12" }).expect(200);
    const moved = (await app.db.select().from(instalments).where(and(eq(instalments.bookingId, booking.id), eq(instalments.label, "Second payment")))).find((r) => r.replacedAt === null)!;
    expect(moved.dueDate).toBe("2027-05-09");
    expect(await tick("2027-05-02")).toBeGreaterThanOrEqual(1);
    expect(await reminders(booking.id)).toContainEqual({ instalmentId: second, reminder: "due-soon" });
    expect(await reminders(booking.id)).toContainEqual({ instalmentId: moved.id, reminder: "due-soon" });
  });

  it("when two ticks run at the same moment, then each reminder is queued once", async () => {
    const { booking, second } = await trip("Gita");
    await Promise.all([tick("2027-04-25"), tick("2027-04-25"), tick("2027-04-25")]);
    expect(await reminders(booking.id)).toEqual([{ instalmentId: second, reminder: "due-soon" }]);
    expect(await app.db.select().from(paymentReminders).where(eq(paymentReminders.instalmentId, second))).toHaveLength(1);
  });

  it("when a staff member's bookings owe payments, then the morning digest lists what is due and overdue on theirs alone", async () => {
    const [me] = await app.db.select().from(users).where(eq(users.username, STAFF.username));
    const mine = await acceptedBooking(app.t, { firstName: "Hina", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20", assigneeId: me.id });
    await acceptedBooking(app.t, { firstName: "Other", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    const content = await app.t.storage.mail.digestContent(me.id, noon("2027-04-26"), ZONE);
    expect(content?.payments).toEqual([
      { id: mine.booking.id, reference: mine.booking.reference, name: "Hina " + mine.booking.lastName, label: "Deposit", owed: 30_000, dueDate: "2027-02-20", overdue: true },
      { id: mine.booking.id, reference: mine.booking.reference, name: "Hina " + mine.booking.lastName, label: "Second payment", owed: 40_000, dueDate: "2027-05-02", overdue: false },
    ]);
  });
});
