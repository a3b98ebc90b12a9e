import { describe, expect, it } from "vitest";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { acceptedBooking, useMoneyApp } from "../../support/money";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("retreat credits on %s", (kind) => {
  const app = useMoneyApp(kind, new Date("2027-03-01T06:00:00Z"));

  it("when a cancellation leaves a credit, then two later quotes use it until nothing is left, and the Retreat credit list says so", async () => {
    const { booking: cancelled } = await acceptedBooking(app.t, { firstName: "Asha", total: 100_000, startDate: "2027-06-01", acceptedOn: "2027-02-20" });
    await app.staff.post(apiPaths.bookingPayments.href(cancelled.id)).send({ amount: 30_000, receivedOn: "2027-02-21", method: "upi", reference: "ASHA-1" }).expect(201);
    await app.staff.post(apiPaths.bookingCancellation.href(cancelled.id)).send({ reason: "visitor", settlement: "credit" }).expect(200);
    const listed = async () => ((await app.staff.get(apiPaths.credits.href())).body as { bookingId: number; used: number; left: number }[]).find((c) => c.bookingId === cancelled.id);
    expect(await listed()).toMatchObject({ amount: 30_000, used: 0, left: 30_000, validUntil: "2028-09-01", expired: false, reference: cancelled.reference });

    const { Sister, Mother } = await seedBookings(app.t, [
      { firstName: "Sister", hoursAgo: 2 },
      { firstName: "Mother", hoursAgo: 1 },
    ]);
    const quote = (id: number, pricePerPerson: number) =>
      app.staff.post(apiPaths.bookingQuotes.href(id)).send({ startDate: "2027-09-01", endDate: "2027-09-05", travellers: 1, pricePerPerson, returning: false, creditFrom: cancelled.id });
    const first = await quote(Sister.id, 20_000);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ credit: 20_000, total: 0 });
    expect(await listed()).toMatchObject({ used: 20_000, left: 10_000 });
    const second = await quote(Mother.id, 50_000);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ credit: 10_000, total: 40_000 });
    expect(await listed()).toMatchObject({ used: 30_000, left: 0 });
  });
});
