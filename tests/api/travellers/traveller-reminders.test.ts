import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { instalments } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { acceptedTrip, FULL_TRAVELLER, TRAVELLERS_NOW } from "../../support/travellers";
import { tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { TEST_DATA_KEY } from "../../support/test-app";
import { composeTravellerReminder } from "../../../server/mail/traveller-reminder-mail";
import { apiPaths } from "@shared/api-paths";

const DOMAIN = "innerlight.test";

describe.each(DB_KINDS)("traveller details reminders on %s", (kind) => {
  const app = useMoneyApp(kind, TRAVELLERS_NOW);
  const tick = (day: string) => app.t.storage.travellers.queueTravellerReminders(day, DOMAIN);
  const reminders = async (bookingId: number) =>
    (await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, "traveller-reminder"))).orderBy(asc(mailOutbox.id))).map((m) => (m.data as { reminder: string }).reminder);
  const payDeposit = async (bookingId: number) => {
    const [deposit] = await app.db.select().from(instalments).where(eq(instalments.bookingId, bookingId)).orderBy(asc(instalments.dueDate), asc(instalments.id)).limit(1);
    await app.staff.post(apiPaths.bookingPayments.href(bookingId)).send({ amount: deposit.amount, receivedOn: "2027-03-01", method: "cash" }).expect(201);
  };
  /** Every traveller's details given, and the insurance too when `insured`. */
  const fillIn = async (token: string, travellers: number, insured = true) => {
    for (let n = 1; n <= travellers; n++) await request(app.t.app).put(apiPaths.tripTraveller.href(token, n)).send(FULL_TRAVELLER).expect(200);
    if (insured) await request(app.t.app).put(apiPaths.tripInsurance.href(token)).send({ insurer: "Tata AIG", policyNumber: "TA-1" }).expect(200);
  };

  it("when the clock reaches 30 and 14 days before the start with details missing, then each reminder is queued once", async () => {
    const { booking, token } = await acceptedTrip(app);
    await request(app.t.app).put(apiPaths.tripInsurance.href(token)).send({ insurer: "Tata AIG", policyNumber: "TA-1" }).expect(200);
    await tick("2027-05-01");
    expect(await reminders(booking.id)).toEqual([]);
    await tick("2027-05-02");
    await tick("2027-05-02");
    await tick("2027-05-10");
    expect(await reminders(booking.id)).toEqual(["details-30"]);
    await tick("2027-05-18");
    await tick("2027-05-19");
    await tick("2027-05-31");
    expect(await reminders(booking.id)).toEqual(["details-30", "details-14"]);
    await tick("2027-06-01");
    expect(await reminders(booking.id)).toEqual(["details-30", "details-14"]);
  });

  it("when the deposit was paid 10 days ago and no insurance is given, then the insurance reminder is queued once", async () => {
    const { booking, token } = await acceptedTrip(app);
    await fillIn(token, 2, false);
    await payDeposit(booking.id);
    await tick("2027-03-10");
    expect(await reminders(booking.id)).toEqual([]);
    await tick("2027-03-11");
    await tick("2027-03-12");
    expect(await reminders(booking.id)).toEqual(["insurance"]);
  });

  it("when everything is given, the booking cancelled or erased, or the deposit unpaid, then nothing is queued", async () => {
    const done = await acceptedTrip(app);
    await fillIn(done.token, 2);
    await payDeposit(done.booking.id);
    const cancelled = await acceptedTrip(app);
    await payDeposit(cancelled.booking.id);
    await app.staff.post(apiPaths.bookingCancellation.href(cancelled.booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    const erased = await acceptedTrip(app);
    await payDeposit(erased.booking.id);
    await app.db.update(bookings).set({ erasedAt: new Date() }).where(eq(bookings.id, erased.booking.id));
    const unpaid = await acceptedTrip(app);
    await fillIn(unpaid.token, 2, false);
    for (const day of ["2027-03-11", "2027-05-02", "2027-05-18"]) await tick(day);
    for (const b of [done, cancelled, erased, unpaid]) expect(await reminders(b.booking.id)).toEqual([]);
  });

  it("when the reminder is written, then it gives the trip link and how many are missing, never a detail; once given meanwhile it is not sent", async () => {
    const { booking, token } = await acceptedTrip(app, { travellers: 3 });
    await request(app.t.app).put(apiPaths.tripTraveller.href(token, 1)).send(FULL_TRAVELLER).expect(200);
    await tick("2027-05-02");
    const [row] = await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, "traveller-reminder")));
    const content = await app.t.storage.travellers.travellerReminderContent(row.id, "2027-05-02");
    expect(content).toMatchObject({ kind: "details-30", travellers: 3, complete: 1, dueBy: "2027-05-02" });
    const mail = composeTravellerReminder(content!, row, { from: { name: "Inner Light", address: "hello@innerlight.test" }, baseUrl: "https://innerlight.test", tripKey: tripLinkKeyOf(TEST_DATA_KEY) });
    expect(mail.subject).toBe(`Traveller details for booking ${booking.reference}: due by 2 May 2027`);
    expect(String(mail.text)).toContain(`https://innerlight.test/trip/${token}`);
    expect(String(mail.text)).toContain("2 of your 3 travellers");
    for (const secret of ["Z7734821", "Asthma", "Anuradha Krishnan", "Ravi Krishnan"]) expect(`${mail.text}${mail.html}`).not.toContain(secret);
    await request(app.t.app).put(apiPaths.tripTraveller.href(token, 2)).send(FULL_TRAVELLER).expect(200);
    await request(app.t.app).put(apiPaths.tripTraveller.href(token, 3)).send(FULL_TRAVELLER).expect(200);
    expect(await app.t.storage.travellers.travellerReminderContent(row.id, "2027-05-02")).toBeUndefined();
  });
});
