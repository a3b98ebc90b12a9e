import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookings, bookingStatusHistory } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { instalments } from "@shared/schema/money";
import type { TripBody } from "@shared/money/account-types";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { addStaff } from "../../support/staff";
import { composeQuoteMail } from "../../../server/mail/money/quote-mails";
import { tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { TEST_DATA_KEY } from "../../support/test-app";
import { SITE } from "@shared/site";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
const NOW = new Date("2027-03-01T06:00:00Z");
const DAY = 86_400_000;
const PUBLIC_URL = "https://innerlight.example";
const UPI = "innerlight@okaxis";
const INSTRUCTIONS = "Bank transfer to Inner Light Journeys, HDFC Bank, IFSC HDFC0001234.";
const QUOTE = { startDate: "2027-06-01", endDate: "2027-06-06", travellers: 2, pricePerPerson: 40_000 };
const TRIP_KEYS = ["reference", "firstName", "tripCategory", "programme", "status", "quote", "dates", "schedule", "payments", "lines", "totalToPay", "total", "paid", "balance", "owedToVisitor", "nextDue", "refundTiers", "cancellation", "paymentInstructions", "upi", "waitlist", "offerLapsed", "acceptable"];

describe.each(DB_KINDS)("the trip API on %s", (kind) => {
  const { t, clock, staff } = useMoneyApp(kind, NOW, { publicUrl: PUBLIC_URL, trustProxy: 1, payment: { instructions: INSTRUCTIONS, upiId: UPI }, mail: { settings: { staffAlertTo: ["desk@innerlight.example"], messageIdDomain: "innerlight.example", ackCap: 3, ackDomainCap: 200 } } });

  const db = () => t.db.database.db;
  let seq = 0;
  /** A booking with a quote sent: its id, the token of its trip link and the quote's id. */
  const quoted = async (set: Partial<typeof bookings.$inferInsert> = {}, body: object = QUOTE) => {
    const name = `Visitor${++seq}`;
    const b = (await seedBookings(t, [{ firstName: name, hoursAgo: 2 }]))[name];
    if (Object.keys(set).length > 0) await db().update(bookings).set(set).where(eq(bookings.id, b.id));
    const res = await staff.post(apiPaths.bookingQuotes.href(b.id)).send(body).expect(201);
    const url: string = res.body.tripUrl;
    return { booking: b, token: url.slice(url.lastIndexOf("/") + 1), quoteId: res.body.id as number };
  };
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const read = (token: string, address = "203.0.113.1") => request(t.app).get(apiPaths.trip.href(token)).set(from(address));
  const accept = (token: string, quoteId: number, address = "203.0.113.1") => request(t.app).post(apiPaths.tripAccept.href(token)).set(from(address)).send({ quoteId });

  it("when the link is opened, then the trip alone is answered, private and unindexed, with nothing that reaches the visitor", async () => {
    const { booking, token } = await quoted();
    const res = await read(token).expect(200);
    expect(Object.keys(res.body).sort()).toEqual([...TRIP_KEYS].sort());
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    const body = res.body as TripBody;
    expect(body).toMatchObject({ reference: booking.reference, firstName: booking.firstName, status: "pending", schedule: [], total: 0, nextDue: null, upi: null, paymentInstructions: INSTRUCTIONS });
    expect(body.quote).toMatchObject({ state: "open", total: 80_000 });
    expect(body.refundTiers[0]).toEqual({ fromDay: null, lastDay: "2027-04-02", percent: 95, current: true });
    const text = JSON.stringify(res.body);
    for (const secret of [booking.email, booking.phone, booking.lastName, "staff"]) expect(text).not.toContain(secret);
  });

  it("when a client presents 30 unknown tokens, then the 31st unknown one within the hour is 429 there, while a known token still opens there and from another address", async () => {
    const { token } = await quoted();
    const guesser = "198.51.100.7";
    for (let i = 0; i < 30; i++) {
      const guess = `${"A".repeat(31)}${String.fromCharCode(65 + (i % 26))}`.slice(0, 32 - String(i).length) + String(i);
      expect((await read(guess, guesser)).status).toBe(404);
    }
    expect((await read("B".repeat(32), guesser)).status).toBe(429);
    expect((await read(token, guesser)).status).toBe(200);
    expect((await read("C".repeat(32), guesser)).status).toBe(429);
    expect((await read(token, "198.51.100.8")).status).toBe(200);
    expect((await read("not-a-token", "198.51.100.9")).status).toBe(404);
  });

  it("when the visitor accepts, then one press of two wins, the booking is confirmed with its schedule fixed, both e-mails are queued, timeline, history and audit record it, and the live desk hears it", async () => {
    const agent = await addStaff(t, `agent${seq}`, { email: "asha@innerlight.example" });
    const { booking, token, quoteId } = await quoted({ assigneeId: agent.id });
    const heard = new Promise<number>((resolve) => {
      const stop = t.events.subscribe({ booking: () => {}, end: () => {}, accepted: (id) => (stop(), resolve(id)) });
    });
    const presses = await Promise.all([accept(token, quoteId), accept(token, quoteId)]);
    expect(presses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await heard).toBe(booking.id);
    const trip = presses.find((r) => r.status === 200)!.body as TripBody;
    expect(trip.status).toBe("confirmed");
    expect(trip.quote).toMatchObject({ id: quoteId, state: "accepted" });
    expect(trip.schedule.map((s) => [s.label, s.amount, s.dueDate, s.state])).toEqual([
      ["Deposit", 24_000, "2027-03-01", "due"],
      ["Second payment", 32_000, "2027-05-02", "upcoming"],
      ["Final payment", 24_000, "2027-05-17", "upcoming"],
    ]);
    expect(trip.nextDue).toMatchObject({ label: "Deposit", amount: 24_000 });
    expect(trip.upi?.id).toBe(UPI);
    expect(trip.upi?.link).toBe(`upi://pay?pa=innerlight%40okaxis&pn=Inner%20Light%20Journeys&am=24000&cu=INR&tn=${booking.reference}`);
    expect(trip.upi?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const rows = await db().select().from(instalments).where(eq(instalments.bookingId, booking.id)).orderBy(asc(instalments.dueDate));
    expect(rows.map((r) => [r.kind, r.amount, r.dueDate])).toEqual([
      ["schedule", 24_000, "2027-03-01"],
      ["schedule", 32_000, "2027-05-02"],
      ["schedule", 24_000, "2027-05-17"],
    ]);
    const history = await db().select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, booking.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([["pending", "confirmed", "visitor"]]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id)).orderBy(asc(mailOutbox.id));
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ["quote", booking.email.toLowerCase()],
      ["trip-confirmation", booking.email.toLowerCase()],
      ["acceptance-alert", "asha@innerlight.example"],
    ]);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.bookingId, booking.id), eq(auditLog.action, "quote-accepted")));
    expect(audit).toMatchObject({ actor: "visitor", address: "203.0.113.1" });
    const timeline = (await staff.get(apiPaths.bookingActivities.href(booking.id))).body as { kind: string; summary?: string }[];
    expect(timeline.filter((e) => e.kind === "money").map((e) => e.summary)).toEqual([
      "Quote 1 sent: ₹80,000, valid until 8 March 2027",
      "Quote 1 (₹80,000) accepted by the visitor on the trip page",
    ]);

    // The e-mails as they will be sent: the quote with its link, the schedule with dates, the alert with the desk link.
    const key = tripLinkKeyOf(TEST_DATA_KEY);
    const ctx = { from: { name: SITE.name, address: SITE.email }, baseUrl: PUBLIC_URL, tripKey: key, payment: { instructions: INSTRUCTIONS } };
    const texts = await Promise.all(
      mails.map(async (m) => String(composeQuoteMail((await t.storage.money.quoteMailContent(m.id, "2027-03-01"))!, m, ctx).text)),
    );
    expect(texts[0]).toContain(`${PUBLIC_URL}/trip/${token}`);
    expect(texts[0]).toContain("Total: ₹80,000");
    expect(texts[0]).toContain("valid until 8 March 2027");
    expect(texts[0]).toContain(INSTRUCTIONS);
    expect(texts[1]).toContain("Second payment (40 %): ₹32,000, due 2 May 2027");
    // The confirmation is no dead end: the link itself, what is due next and how to pay it.
    for (const words of [`${PUBLIC_URL}/trip/${token}`, "Next due: ₹24,000 by 1 March 2027 (Deposit).", `How to pay: ${INSTRUCTIONS}`]) expect(texts[1]).toContain(words);
    expect(texts[2]).toContain(`${PUBLIC_URL}/admin/bookings?id=${booking.id}`);
    expect(texts[2]).toContain(`Name: ${booking.firstName} ${booking.lastName}`);
    expect(texts.join("\n")).not.toContain("NaN");
  });

  it("when the quote is replaced, expired, of another booking, or the booking cancelled, then acceptance is refused and nothing changes", async () => {
    const replaced = await quoted();
    await staff.post(apiPaths.bookingQuotes.href(replaced.booking.id)).send({ ...QUOTE, travellers: 3 }).expect(201);
    expect((await accept(replaced.token, replaced.quoteId)).status).toBe(409);

    const other = await quoted();
    expect((await accept(other.token, replaced.quoteId)).status).toBe(404);

    const cancelled = await quoted();
    await staff.patch(apiPaths.bookingStatus.href(cancelled.booking.id)).send({ status: "cancelled" }).expect(200);
    expect((await accept(cancelled.token, cancelled.quoteId)).status).toBe(409);

    const late = await quoted({}, { ...QUOTE, validUntil: "2027-03-02" });
    clock.set(new Date(NOW.getTime() + 2 * DAY));
    try {
      const res = await accept(late.token, late.quoteId);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      clock.set(NOW);
    }
    for (const b of [replaced, cancelled, late]) {
      expect(await db().select().from(instalments).where(eq(instalments.bookingId, b.booking.id))).toEqual([]);
    }
    expect((await request(t.app).post(apiPaths.tripAccept.href(late.token)).set("Origin", "https://evil.example").send({ quoteId: late.quoteId })).status).toBe(403);
    expect((await accept(late.token, 0)).status).toBe(400);
  });

  it("when the booking's personal data is erased, then its link opens nothing", async () => {
    const { booking, token, quoteId } = await quoted();
    await read(token).expect(200);
    await staff.delete(apiPaths.bookingPersonalData.href(booking.id)).expect(200);
    expect((await read(token)).status).toBe(404);
    expect((await accept(token, quoteId)).status).toBe(404);
  });
});
