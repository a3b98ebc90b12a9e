import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import type { Account, TripBody } from "@shared/money/account-types";
import { SITE } from "@shared/site";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { buildBooking } from "../../support/factories";
import { composePaymentMail } from "../../../server/mail/money/payment-mails";
import { tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { TEST_DATA_KEY } from "../../support/test-app";
import { createLogger } from "../../../server/core/logger";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");
const TODAY = "2027-03-01";
const PUBLIC_URL = "https://innerlight.example";
const UPI = "innerlight@okaxis";
const INSTRUCTIONS = "Bank transfer to Inner Light Journeys, HDFC Bank, IFSC HDFC0001234.";
const INTERNATIONAL = "Pay by card at https://pay.example/ilj, or wire to SWIFT HDFCINBB.";
const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe.each(DB_KINDS)("the account after a change on %s", (kind) => {
  const { t, clock, staff } = useMoneyApp(kind, NOW, {
    logger: createLogger("error"),
    publicUrl: PUBLIC_URL,
    trustProxy: 1,
    payment: { instructions: INSTRUCTIONS, internationalInstructions: INTERNATIONAL, upiId: UPI },
    mail: { settings: { staffAlertTo: ["desk@innerlight.example"], messageIdDomain: "innerlight.example", ackCap: 3, ackDomainCap: 200 } },
  });
  const db = () => t.db.database.db;
  let seq = 0;

  /** A booking quoted through the desk and accepted on its trip page today: its id and trip token. */
  const accepted = async (quote: object = { startDate: "2027-06-01", endDate: "2027-06-06", travellers: 2, pricePerPerson: 40_000 }, set: Partial<typeof bookings.$inferInsert> = {}) => {
    const name = `Traveller${++seq}`;
    const b = (await seedBookings(t, [{ firstName: name, hoursAgo: 2 }]))[name];
    if (Object.keys(set).length > 0) await db().update(bookings).set(set).where(eq(bookings.id, b.id));
    const sent = await staff.post(apiPaths.bookingQuotes.href(b.id)).send(quote).expect(201);
    const url: string = sent.body.tripUrl;
    const token = url.slice(url.lastIndexOf("/") + 1);
    await request(t.app).post(apiPaths.tripAccept.href(token)).set("X-Forwarded-For", `203.0.113.${seq}`).send({ quoteId: sent.body.id }).expect(200);
    return { booking: b, token };
  };
  const account = async (id: number) => (await staff.get(apiPaths.bookingAccount.href(id)).expect(200)).body as Account;
  const trip = async (token: string) => (await request(t.app).get(apiPaths.trip.href(token)).set("X-Forwarded-For", "203.0.113.200").expect(200)).body as TripBody;
  const pay = (id: number, amount: number, reference: string, method = "bank-transfer") =>
    staff.post(apiPaths.bookingPayments.href(id)).send({ amount, receivedOn: TODAY, method, reference }).expect(201);
  const view = async (name: string) => ((await staff.get(apiPaths.bookings.href({ view: name })).expect(200)).body as { id: number }[]).map((b) => b.id);
  /** A money e-mail of the booking as the worker writes it, with the app's trip key and payment settings. */
  const mailText = async (bookingId: number, mailKind: string, reminder?: string) => {
    const rows = await db().select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, mailKind))).orderBy(asc(mailOutbox.id));
    const m = rows.find((r) => !reminder || (r.data as { reminder?: string }).reminder === reminder);
    if (!m) throw new Error(`no ${mailKind} e-mail queued`);
    const content = await t.storage.money.paymentMailContent(m.id, TODAY);
    const ctx = { from: { name: SITE.name, address: SITE.email }, baseUrl: PUBLIC_URL, tripKey: tripLinkKeyOf(TEST_DATA_KEY), payment: { instructions: INSTRUCTIONS, internationalInstructions: INTERNATIONAL, upiId: UPI } };
    return String(composePaymentMail(content!, m, ctx).text);
  };

  it("(1) after two date changes, the trip page, the desk and the e-mail show the new dates, the fee as a line of its own and a total that is the sum of the lines", async () => {
    const { booking, token } = await accepted();
    await pay(booking.id, 24_000, "DEP-1");
    await staff.post(apiPaths.bookingDateChange.href(booking.id)).send({ startDate: "2027-07-01", endDate: "2027-07-06" }).expect(200);
    await staff.post(apiPaths.bookingDateChange.href(booking.id)).send({ startDate: "2027-07-12", endDate: "2027-07-26" }).expect(200);
    const a = await account(booking.id);
    expect(a.dates).toMatchObject({ startDate: "2027-07-12", endDate: "2027-07-26", changes: 2 });
    expect(a.lines.map((l) => [l.label, l.amount])).toEqual([["2 travellers × ₹40,000", 80_000], ["Date change fee", 5_000]]);
    expect(a.totalToPay).toBe(85_000);
    expect(sum(a.lines)).toBe(a.totalToPay);
    const body = await trip(token);
    expect(body.dates).toEqual({ startDate: "2027-07-12", endDate: "2027-07-26", nights: 14 });
    expect(body.lines).toEqual(a.lines);
    expect(body.totalToPay).toBe(85_000);
    expect(body.balance).toBe(61_000);
    const text = await mailText(booking.id, "date-change");
    expect(text).toContain("Your trip: 12 July 2027 to 26 July 2027");
    expect(text).toContain("Date change fee: ₹5,000");
    expect(text).toContain("Total to pay: ₹85,000");
  });

  it("(2) a cancelled booking owes nothing more: no balance, no next instalment, no reminder; the refund is what is owed back", async () => {
    const { booking, token } = await accepted();
    await pay(booking.id, 24_000, "DEP-2");
    await staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "medical", settlement: "refund" }).expect(200);
    const a = await account(booking.id);
    expect(a).toMatchObject({ balance: 0, nextDue: null, owedToVisitor: 21_600, lateFee: 0 });
    expect(a.schedule.map((s) => s.state)).toEqual(["paid", "cancelled", "cancelled"]);
    const body = await trip(token);
    expect(body).toMatchObject({ balance: 0, nextDue: null, owedToVisitor: 21_600, upi: null });
    // Past both instalments' due dates and graces: still nothing is reminded.
    expect(await t.storage.money.queuePaymentReminders("2027-05-25", "Asia/Kolkata", "innerlight.example")).toBe(0);
    expect(await db().select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, "payment-reminder")))).toEqual([]);
  });

  it("(3) an overpayment is owed back: it is in Refunds owed, refund-paid records it and the visitor is e-mailed", async () => {
    const { booking } = await accepted();
    await pay(booking.id, 80_000, "ALL-1");
    await pay(booking.id, 4_500, "EXTRA-1", "upi");
    const a = await account(booking.id);
    expect(a).toMatchObject({ balance: 0, owedToVisitor: 4_500, nextDue: null });
    expect(await view("refund-due")).toContain(booking.id);
    const receipt = await mailText(booking.id, "payment-receipt");
    expect(receipt).toContain("Balance: ₹0");
    expect(receipt).not.toContain("−₹");
    const paid = await staff.post(apiPaths.bookingRefundPaid.href(booking.id)).send({ paidOn: TODAY, method: "upi", reference: "BACK-1" });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ owedToVisitor: 0, balance: 0, paid: 80_000 });
    expect(paid.body.refunds).toMatchObject([{ amount: 4_500, method: "upi", reference: "BACK-1" }]);
    expect(await view("refund-due")).not.toContain(booking.id);
    expect((await staff.post(apiPaths.bookingRefundPaid.href(booking.id)).send({ paidOn: TODAY, method: "upi", reference: "BACK-2" })).status).toBe(409);
    const sent = await mailText(booking.id, "refund-paid");
    expect(sent).toContain("Amount: ₹4,500");
  });

  it("(4) refund tiers are listed from today on, the current one said as such", async () => {
    // Domestic from 1 June 2027, read on 1 March: the 95 % tier (to 2 April) applies today.
    const { token } = await accepted();
    clock.set(new Date("2027-04-20T06:00:00Z"));
    try {
      const tiers = (await trip(token)).refundTiers;
      expect(tiers[0]).toEqual({ fromDay: null, lastDay: "2027-05-02", percent: 80, current: true });
      expect(tiers.map((x) => x.percent)).toEqual([80, 60, 0]);
    } finally {
      clock.set(NOW);
    }
  });

  it("(5) the late fee and the overdue reminder are e-mailed with the trip link, the next amount due and how to pay, and the timeline can show the words", async () => {
    const { booking, token } = await accepted({ startDate: "2027-06-01", endDate: "2027-06-06", travellers: 1, pricePerPerson: 100_000 });
    clock.set(new Date("2027-03-10T06:00:00Z"));
    try {
      await staff.post(apiPaths.bookingLateFee.href(booking.id)).expect(201);
    } finally {
      clock.set(NOW);
    }
    const fee = await mailText(booking.id, "late-fee");
    for (const words of ["Late fee: ₹1,500", "Total to pay: ₹1,01,500", `${PUBLIC_URL}/trip/${token}`, INSTRUCTIONS, "upi://pay?pa=innerlight%40okaxis"]) expect(fee).toContain(words);
    await t.storage.money.queuePaymentReminders("2027-03-10", "Asia/Kolkata", "innerlight.example");
    const reminder = await mailText(booking.id, "payment-reminder", "overdue");
    for (const words of ["Next due: ₹30,000", `${PUBLIC_URL}/trip/${token}`, INSTRUCTIONS, "am=30000"]) expect(reminder).toContain(words);
    const [m] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, "late-fee")));
    await t.storage.money.keepMailText(m.id, fee);
    const timeline = (await staff.get(apiPaths.bookingActivities.href(booking.id)).expect(200)).body as { kind: string; mailKind?: string; text?: string }[];
    expect(timeline.find((e) => e.mailKind === "late-fee")?.text).toBe(fee);
  });

  it("(6) the payments CSV: a signed Amount that sums to what was received less what was refunded, voids apart, methods in words, times a spreadsheet reads", async () => {
    const { booking } = await accepted();
    const first = await pay(booking.id, 24_000, "CSV-1");
    await pay(booking.id, 10_000, "CSV-2", "upi");
    await staff.post(apiPaths.bookingPaymentVoid.href(booking.id, first.body.id)).send({ reason: "Counted twice" }).expect(200);
    await staff.post(apiPaths.bookingCancellation.href(booking.id)).send({ reason: "force-majeure", settlement: "refund" }).expect(200);
    await staff.post(apiPaths.bookingRefundPaid.href(booking.id)).send({ paidOn: TODAY, method: "bank-transfer", reference: "RF-1" }).expect(200);
    const csv = await staff.get(apiPaths.paymentsCsv.href(TODAY, TODAY)).expect(200);
    const rows = csv.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n").map((l) => l.split(","));
    expect(rows[0]).toContain("Amount (INR)");
    expect(rows[0]).toContain("Recorded at (Asia/Kolkata)");
    const amount = rows[0].indexOf("Amount (INR)");
    const body = rows.slice(1).filter((r) => r.includes(booking.reference));
    expect(body.map((r) => [r[0], r[amount], r[amount + 1], r[amount + 2]])).toEqual([
      ["Payment (voided)", "", "24000", "Bank transfer"],
      ["Payment", "10000", "", "UPI"],
      ["Refund", "-10000", "", "Bank transfer"],
    ]);
    expect(body.reduce((s, r) => s + Number(r[amount] || 0), 0)).toBe(0);
    expect(body[1][rows[0].indexOf("Recorded at (Asia/Kolkata)")]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it("(7) an international trip is shown the international instructions and never a UPI code", async () => {
    const { booking, token } = await accepted({ startDate: "2027-09-01", endDate: "2027-09-15", travellers: 1, pricePerPerson: 200_000 }, { tripType: "international" });
    const body = await trip(token);
    expect(body.paymentInstructions).toBe(INTERNATIONAL);
    expect(body.upi).toBeNull();
    await pay(booking.id, 10_000, "INT-1", "wire");
    const receipt = await mailText(booking.id, "payment-receipt");
    expect(receipt).toContain(INTERNATIONAL);
    expect(receipt).not.toContain("upi://");
    expect(receipt).not.toContain(INSTRUCTIONS);
  });

  it("(8) \"6+ People\" without the exact number is stored as six or more; with one it is that number; anything else with it is a 400", async () => {
    const atLeast = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ groupSize: 6, groupSizeAtLeast: true }));
    expect(atLeast.status).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, atLeast.body.id));
    expect(row).toMatchObject({ groupSize: 6, groupSizeAtLeast: true });
    const exact = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ groupSize: 12 }));
    expect(exact.status).toBe(201);
    expect((await db().select().from(bookings).where(eq(bookings.id, exact.body.id)))[0]).toMatchObject({ groupSize: 12, groupSizeAtLeast: false });
    const wrong = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ groupSize: 3, groupSizeAtLeast: true }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ path: "groupSize" })]);
  });
});
