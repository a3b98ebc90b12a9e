import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookings, bookingStatusHistory } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { cancellations, quotes, tripLinks } from "@shared/schema/money";
import type { Quote } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import type { TimelineEntry } from "@shared/api-types";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { hashTripToken } from "../../../server/storage/money/trip-links";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
const NOW = new Date("2027-03-01T06:00:00Z");
const PUBLIC_URL = "https://innerlight.example";
const DAY = 86_400_000;

describe.each(DB_KINDS)("quotes on %s", (kind) => {
  const { t, clock, staff } = useMoneyApp(kind, NOW, { publicUrl: PUBLIC_URL });

  const db = () => t.db.database.db;
  const booking = async (firstName: string, set: Partial<typeof bookings.$inferInsert> = {}) => {
    const b = (await seedBookings(t, [{ firstName, hoursAgo: 2 }]))[firstName];
    if (Object.keys(set).length === 0) return b;
    const [row] = await db().update(bookings).set(set).where(eq(bookings.id, b.id)).returning();
    return row;
  };
  const quote = (id: number, body: object) => staff.post(apiPaths.bookingQuotes.href(id)).send(body);
  const account = async (id: number) => (await staff.get(apiPaths.bookingAccount.href(id)).expect(200)).body as Account;
  const QUOTE = { startDate: "2027-06-01", endDate: "2027-06-06", travellers: 2, pricePerPerson: 40_000 };

  it("when a date, the travellers, the price or validUntil is wrong, then 400 with field errors and nothing is stored; unknown 404, stranger 401", async () => {
    const b = await booking("Asha");
    const cases: [object, string][] = [
      [{ ...QUOTE, startDate: "2027-02-28" }, "startDate"],
      [{ ...QUOTE, endDate: "2027-05-31" }, "endDate"],
      [{ ...QUOTE, travellers: 0 }, "travellers"],
      [{ ...QUOTE, pricePerPerson: 0 }, "pricePerPerson"],
      [{ ...QUOTE, validUntil: "2027-02-28" }, "validUntil"],
      [{ ...QUOTE, startDate: "2027-02-30" }, "startDate"],
      [{ ...QUOTE, region: "moon" }, "region"],
      [{ ...QUOTE, extras: [{ label: "", amount: 100 }] }, "extras.0.label"],
    ];
    for (const [body, path] of cases) {
      const res = await quote(b.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path), JSON.stringify(body)).toContain(path);
    }
    expect((await quote(b.id, { ...QUOTE, surprise: 1 })).status).toBe(400);
    expect(await db().select().from(quotes).where(eq(quotes.bookingId, b.id))).toEqual([]);
    expect((await quote(999_999, QUOTE)).status).toBe(404);
    expect((await request(t.app).post(apiPaths.bookingQuotes.href(b.id)).send(QUOTE)).status).toBe(401);
    expect((await staff.get(apiPaths.bookingAccount.href(999999))).status).toBe(404);
    expect((await request(t.app).get(apiPaths.bookingAccount.href(b.id))).status).toBe(401);
  });

  it("when the booking is cancelled or its personal data erased, then 409 and no quote", async () => {
    const cancelled = await booking("Cancelled", { status: "cancelled" });
    expect((await quote(cancelled.id, QUOTE)).status).toBe(409);
    const erased = await booking("Erased");
    await staff.delete(apiPaths.bookingPersonalData.href(erased.id)).expect(200);
    expect((await quote(erased.id, QUOTE)).status).toBe(409);
    expect(await db().select().from(quotes).where(eq(quotes.bookingId, erased.id))).toEqual([]);
  });

  it("when a returning visitor is quoted for 5 travellers, then the group and returning discounts apply to the base, extras are added, and the schedule is as of today", async () => {
    const earlier = await booking("Returning", { email: "priya@example.com", status: "confirmed" });
    const b = await booking("Priya", { email: "Priya@Example.com" });
    expect(earlier.createdAt <= b.createdAt).toBe(true);
    const res = await quote(b.id, { ...QUOTE, travellers: 5, pricePerPerson: 20_001, extras: [{ label: "Single supplement", amount: 4_500 }], note: "Sea-view rooms" });
    expect(res.status).toBe(201);
    const q = res.body as Quote & { tripUrl: string };
    // Base 1,00,005; 10 % is 10,000.5 → 10,001 (halves up); 5 % is 5,000.25 → 5,000; + 4,500.
    expect(q).toMatchObject({
      number: 1,
      nights: 5,
      region: "domestic",
      base: 100_005,
      discounts: [
        { label: "Group discount", percent: 10, amount: 10_001 },
        { label: "Returning participant", percent: 5, amount: 5_000 },
      ],
      extras: [{ label: "Single supplement", amount: 4_500 }],
      total: 89_504,
      validUntil: "2027-03-08",
      state: "open",
      acceptedAt: null,
      note: "Sea-view rooms",
    });
    // Deposit 30 % due on acceptance, 40 % 30 days and 30 % 15 days before the start; the last takes the rest.
    expect(q.schedule).toEqual([
      { label: "Deposit", percent: 30, amount: 26_851, dueDate: null },
      { label: "Second payment", percent: 40, amount: 35_802, dueDate: "2027-05-02" },
      { label: "Final payment", percent: 30, amount: 26_851, dueDate: "2027-05-17" },
    ]);
    const notReturning = await quote(b.id, { ...QUOTE, travellers: 5, pricePerPerson: 20_001, returning: false });
    expect(notReturning.body.discounts).toEqual([{ label: "Group discount", percent: 10, amount: 10_001 }]);
    const newcomer = await booking("Newcomer");
    expect((await quote(newcomer.id, QUOTE)).body.discounts).toEqual([]);
    expect((await quote(newcomer.id, { ...QUOTE, returning: true })).body.discounts).toEqual([{ label: "Returning participant", percent: 5, amount: 4_000 }]);
  });

  it("when a quote is sent, then the trip link is made once and kept as a hash, the visitor's e-mail is queued, and timeline and audit record it; a later quote replaces the open one", async () => {
    const b = await booking("Lakshmi", { tripType: "international" });
    const first = await quote(b.id, QUOTE);
    expect(first.status).toBe(201);
    expect(first.body.region).toBe("international");
    const url: string = first.body.tripUrl;
    expect(url).toMatch(/^https:\/\/innerlight\.example\/trip\/[A-Za-z0-9_-]{32}$/);
    const token = url.slice(url.lastIndexOf("/") + 1);
    const [link] = await db().select().from(tripLinks).where(eq(tripLinks.bookingId, b.id));
    expect(link.tokenHash).toBe(hashTripToken(token));
    expect(JSON.stringify(link)).not.toContain(token);

    const second = await quote(b.id, { ...QUOTE, travellers: 3 });
    expect(second.body).toMatchObject({ number: 2, state: "open", tripUrl: url });
    const acc = await account(b.id);
    expect(acc.quotes.map((q) => [q.number, q.state])).toEqual([
      [1, "replaced"],
      [2, "open"],
    ]);
    expect(acc).toMatchObject({ accepted: null, schedule: [], total: 0, paid: 0, balance: 0, tripUrl: url });

    const mails = await db().select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, b.id), eq(mailOutbox.kind, "quote")));
    expect(mails.map((m) => [m.toAddress, (m.data as { quoteId: number }).quoteId])).toEqual([
      [b.email.toLowerCase(), first.body.id],
      [b.email.toLowerCase(), second.body.id],
    ]);
    const timeline = (await staff.get(apiPaths.bookingActivities.href(b.id))).body as TimelineEntry[];
    expect(timeline.filter((e) => e.kind === "money").map((e) => "summary" in e && e.summary)).toEqual([
      "Quote 1 sent: ₹80,000, valid until 8 March 2027",
      "Quote 2 sent: ₹1,20,000, valid until 8 March 2027",
    ]);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.bookingId, b.id), eq(auditLog.action, "quote-sent")));
    expect(audits).toHaveLength(2);
    // Sending the quote answered the visitor.
    const [row] = await db().select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.replyDueAt).toBeNull();
  });

  it("when an open quote's validUntil has passed, then the account reads it expired", async () => {
    const b = await booking("Late");
    await quote(b.id, { ...QUOTE, validUntil: "2027-03-02" }).expect(201);
    clock.set(new Date(NOW.getTime() + 2 * DAY));
    try {
      expect((await account(b.id)).quotes[0].state).toBe("expired");
    } finally {
      clock.set(NOW);
    }
  });

  it("when a retreat credit is applied, then it is subtracted up to what is left of it, two quotes at once can't both spend it, and an expired or missing one is a 400", async () => {
    const from = await booking("Credited", { status: "cancelled" });
    const credit = { reason: "visitor", settlement: "credit", on: "2027-01-10", daysBefore: 40, percent: 100, paid: 50_000, refund: 0, credit: 50_000, createdBy: "staff" };
    await db().insert(cancellations).values({ bookingId: from.id, ...credit, creditValidUntil: "2028-07-10" });
    const [a, c] = [await booking("FamilyA"), await booking("FamilyB")];
    // Each would take ₹40,000 of the ₹50,000; together they can't.
    const single = { ...QUOTE, travellers: 1, creditFrom: from.id };
    const both = await Promise.all([quote(a.id, single), quote(c.id, single)]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both.map((r) => r.body.credit).sort((x: number, y: number) => x - y)).toEqual([10_000, 40_000]);
    expect(both.map((r) => r.body.total).sort((x: number, y: number) => x - y)).toEqual([0, 30_000]);
    const third = await quote((await booking("FamilyC")).id, single);
    expect(third.status).toBe(400);
    expect(third.body.errors).toEqual([{ path: "creditFrom", message: "Nothing is left of that retreat credit" }]);
    // A new quote of the same booking gives its old one's share back first.
    expect((await quote(a.id, single)).body.credit).toBe(both[0].body.credit);

    const old = await booking("OldCredit", { status: "cancelled" });
    await db().insert(cancellations).values({ bookingId: old.id, ...credit, creditValidUntil: "2027-02-28" });
    const expired = await quote((await booking("TooLate")).id, { ...QUOTE, creditFrom: old.id });
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0]).toEqual({ path: "creditFrom", message: "That retreat credit expired on 28 February 2027" });
    expect((await quote((await booking("NoCredit")).id, { ...QUOTE, creditFrom: a.id })).status).toBe(400);
    // The account lists the person's credits with what is used and left.
    const acc = await account(from.id);
    expect(acc.credits).toEqual([expect.objectContaining({ bookingId: from.id, amount: 50_000, used: 50_000, left: 0, validUntil: "2028-07-10", expired: false })]);
    expect(await db().select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, a.id))).toEqual([]);
  });
});
