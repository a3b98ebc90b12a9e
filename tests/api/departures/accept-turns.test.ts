import { describe, expect, it } from "vitest";
import { and, asc, eq, inArray } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { mailOutbox } from "@shared/schema/mail";
import { bookingStatusHistory } from "@shared/schema/bookings";
import { instalments } from "@shared/schema/money";
import { auditLog } from "@shared/schema/audit";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { quotedTrips } from "../../support/quoted-trips";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

/**
 * Visitors pressing Accept quote at the same moment are made in turns (server/use-cases/accept-quote.ts):
 * whatever turns they fall into, each is decided as one transaction after another would decide it,
 * and each accepted quote leaves behind all that one accepted alone does.
 */
describe.each(DB_KINDS)("acceptances made together on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1 });
  const { quoted, accept, trip } = quotedTrips(app, "Presser");
  const db = () => app.db;
  const addDeparture = async (programme: string, places: number, startDate: string) =>
    (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme, startDate, endDate: startDate.replace(/-(\d\d)$/, (_, d) => `-${String(Number(d) + 5).padStart(2, "0")}`), pricePerPerson: 58_000, places }).expect(201))
      .body as { id: number };
  const admin = async (id: number) => (await app.staff.get(apiPaths.adminDeparture.href(id)).expect(200)).body;
  const lower = (id: number, places: number) => app.staff.patch(apiPaths.adminDeparture.href(id)).send({ places }).expect(200);

  it("when twelve visitors press at once for four places, then the four quotes sent first are accepted with everything an acceptance leaves, and the eight others are 409 and wait in line in order", async () => {
    const d = await addDeparture("Just Me Time", 12, "2027-05-10");
    const sent = [];
    for (let i = 0; i < 12; i++) sent.push(await quoted(d.id));
    await lower(d.id, 4);

    // Pressed in the reverse of the order the quotes were sent.
    const answers = await Promise.all([...sent].reverse().map((q) => accept(q)));
    const byBooking = new Map([...sent].reverse().map((q, i) => [q.id, answers[i]]));
    const winners = sent.slice(0, 4);
    const losers = sent.slice(4);
    for (const q of winners) expect(byBooking.get(q.id)!.status).toBe(200);
    for (const q of losers) {
      const res = byBooking.get(q.id)!;
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("No places are left on this departure, too few for your group. You are on its waiting list, and our team will be in touch about a place or other dates.");
    }
    expect(await admin(d.id)).toMatchObject({ places: 4, taken: 4, held: 0, left: 0 });

    // Each accepted quote: confirmed, its schedule fixed, the status history, the audit entry and both e-mails, once.
    for (const q of winners) expect(await trip(q)).toMatchObject({ status: "confirmed", acceptable: false, waitlist: null, quote: { id: q.quoteId, state: "accepted" } });
    const ids = winners.map((q) => q.id);
    const schedule = await db().select().from(instalments).where(inArray(instalments.bookingId, ids));
    expect(new Set(schedule.map((i) => i.bookingId))).toEqual(new Set(ids));
    const history = await db().select().from(bookingStatusHistory).where(and(inArray(bookingStatusHistory.bookingId, ids), eq(bookingStatusHistory.toStatus, "confirmed")));
    expect(history.map((h) => h.bookingId).sort()).toEqual([...ids].sort());
    const audits = await db().select().from(auditLog).where(and(inArray(auditLog.bookingId, ids), eq(auditLog.action, "quote-accepted")));
    expect(audits.map((a) => a.bookingId).sort()).toEqual([...ids].sort());
    const mails = await db().select().from(mailOutbox).where(inArray(mailOutbox.bookingId, sent.map((q) => q.id))).orderBy(asc(mailOutbox.id));
    const kinds = (id: number) => mails.filter((m) => m.bookingId === id && m.kind !== "quote").map((m) => m.kind);
    for (const q of winners) expect(kinds(q.id)).toEqual(["trip-confirmation", "acceptance-alert"]);
    for (const q of losers) expect(kinds(q.id)).toEqual([]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);

    // The line: each loser once, positions 1 to 8 without a gap.
    const positions = await Promise.all(losers.map(async (q) => (await trip(q)).waitlist?.position));
    expect([...positions].sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("when visitors press at once on two departures, one quote pressed twice and a group of two among them, then each departure is decided on its own count, never past its places, and the quote pressed twice is accepted once", async () => {
    const d1 = await addDeparture("Just Me Time", 6, "2027-06-01");
    const d2 = await addDeparture("She Leads", 6, "2027-06-10");
    const on1 = [await quoted(d1.id), await quoted(d1.id, 2), await quoted(d1.id)];
    const on2 = [await quoted(d2.id), await quoted(d2.id), await quoted(d2.id)];
    await lower(d1.id, 2);
    await lower(d2.id, 2);

    const presses = [on2[2], on1[2], on2[0], on1[0], on1[0], on2[1], on1[1]];
    const answers = await Promise.all(presses.map((q) => accept(q)));
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    // d1: the first quote sent always fits; the group of two never does (the one sent before it
    // holds or takes one of the two places); the third depends on the order the presses came in.
    expect((await trip(on1[0])).status).toBe("confirmed");
    expect((await trip(on1[1])).waitlist).toMatchObject({ position: expect.any(Number) });
    // d2: the two sent first.
    expect((await trip(on2[0])).status).toBe("confirmed");
    expect((await trip(on2[1])).status).toBe("confirmed");
    expect((await trip(on2[2])).waitlist).toMatchObject({ position: 1 });
    expect(await admin(d2.id)).toMatchObject({ taken: 2, held: 0, left: 0 });
    const d1Now = await admin(d1.id);
    expect(d1Now.taken).toBe((await trip(on1[2])).status === "confirmed" ? 2 : 1);
    expect(d1Now.taken + d1Now.held).toBeLessThanOrEqual(2);

    const twice = answers.filter((_, i) => presses[i] === on1[0]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 409)!.body.message).toBe("This quote is already accepted");
    const confirmations = await db().select().from(mailOutbox).where(and(eq(mailOutbox.bookingId, on1[0].id), eq(mailOutbox.kind, "trip-confirmation")));
    expect(confirmations).toHaveLength(1);
  });
});
