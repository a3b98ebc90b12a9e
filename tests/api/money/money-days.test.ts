import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { instalmentOwed, moneyDays, quotes } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { readBookingMoney } from "../../../server/storage/money/booking-money";
import type { Db } from "../../../server/db";
import { apiPaths } from "@shared/api-paths";

const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";

/** The days with anything booked or received: { day: [booked, received] }. */
const days = async (db: Db) =>
  Object.fromEntries((await db.select().from(moneyDays)).filter((d) => d.booked !== 0 || d.received !== 0).map((d) => [d.day, [d.booked, d.received]]));

describe.each(DB_KINDS)("what each day booked and received, and what each instalment owes, on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  const pay = (id: number, body: object) => app.staff.post(apiPaths.bookingPayments.href(id)).send(body).expect(201);

  it("when payments are recorded and voided and a quote's acceptance moves, then the days' sums and the instalments' owed follow, as the account says", async () => {
    const a = await acceptedBooking(app.t, { firstName: "Days", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    expect(await days(app.db)).toEqual({ "2027-02-20": [100_000, 0] });
    await pay(a.booking.id, { amount: 30_000, receivedOn: "2027-02-21", method: "upi", reference: "DAYS-1" });
    const wrong = await pay(a.booking.id, { amount: 5_000, receivedOn: "2027-02-22", method: "cash" });
    expect(await days(app.db)).toEqual({ "2027-02-20": [100_000, 0], "2027-02-21": [0, 30_000], "2027-02-22": [0, 5_000] });
    await app.staff.post(apiPaths.bookingPaymentVoid.href(a.booking.id, wrong.body.id)).send({ reason: "Entered twice" }).expect(200);
    expect(await days(app.db)).toEqual({ "2027-02-20": [100_000, 0], "2027-02-21": [0, 30_000] });
    // Moved by hand, as a correction would: the sums follow the row, not the request.
    await app.db.update(quotes).set({ acceptedAt: new Date("2027-02-24T06:00:00Z") }).where(eq(quotes.id, a.quoteId));
    expect(await days(app.db)).toEqual({ "2027-02-24": [100_000, 0], "2027-02-21": [0, 30_000] });

    const money = (await readBookingMoney(app.db, a.booking.id, TODAY, false))!;
    const owed = await app.db.select().from(instalmentOwed).where(eq(instalmentOwed.bookingId, a.booking.id));
    expect(owed.map((o) => [o.dueDate, o.owed]).sort()).toEqual(
      money.instalments.filter((i) => i.amount > i.paid).map((i) => [i.row.dueDate, i.amount - i.paid]).sort(),
    );
    expect(owed.reduce((s, o) => s + o.owed, 0)).toBe(70_000);
  });

  it("when the booking is cancelled with a settlement, then none of its instalments is owed any more", async () => {
    const b = await acceptedBooking(app.t, { firstName: "Gone", total: 50_000, startDate: "2027-09-01", acceptedOn: "2027-02-25" });
    expect((await app.db.select().from(instalmentOwed).where(eq(instalmentOwed.bookingId, b.booking.id))).length).toBeGreaterThan(0);
    await app.staff.post(apiPaths.bookingCancellation.href(b.booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    expect(await app.db.select().from(instalmentOwed).where(eq(instalmentOwed.bookingId, b.booking.id))).toEqual([]);
  });
});
