import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import type { BookingDetail } from "@shared/api-types";
import { mailOutbox } from "@shared/schema/mail";
import { bookings } from "@shared/schema/bookings";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";
import { offerRound } from "../../../server/use-cases/offer-freed-places";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");
const HOUR = 3_600_000;

describe.each(DB_KINDS)("places held fairly on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000, waitlistOfferHours: 48 });
  const db = () => app.db;

  const addDeparture = async (programme: string, places: number, startDate: string, endDate: string) =>
    (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme, startDate, endDate, pricePerPerson: 58_000, places }).expect(201)).body as { id: number };
  let seq = 0;
  const enquire = async (departureId: number, groupSize: number) => {
    seq += 1;
    const res = await request(app.t.app)
      .post(apiPaths.enquiries.href())
      .set("X-Forwarded-For", `198.51.100.${seq}`)
      .send(fullEnquiry({ departureId, groupSize, email: `wait${seq}@example.com`, lastName: `Wait ${seq}` }));
    expect(res.status).toBe(201);
    return res.body as { id: number; waitlisted?: boolean; waitlistPosition?: number };
  };
  const booking = async () => {
    const name = `Guest${++seq}`;
    return (await seedBookings(app.t, [{ firstName: name, hoursAgo: 2 }]))[name];
  };
  const quote = (bookingId: number, departureId: number, travellers = 1, extra: object = {}) =>
    app.staff.post(apiPaths.bookingQuotes.href(bookingId)).send({ departureId, travellers, ...extra });
  const quoted = async (departureId: number, travellers = 1) => {
    const b = await booking();
    const res = await quote(b.id, departureId, travellers).expect(201);
    const url: string = res.body.tripUrl;
    return { id: b.id, token: url.slice(url.lastIndexOf("/") + 1), quoteId: res.body.id as number };
  };
  const accept = (q: { token: string; quoteId: number }) => request(app.t.app).post(apiPaths.tripAccept.href(q.token)).set("X-Forwarded-For", "203.0.113.9").send({ quoteId: q.quoteId });
  const cancel = (id: number) => app.staff.post(apiPaths.bookingCancellation.href(id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
  const admin = async (id: number) => (await app.staff.get(apiPaths.adminDeparture.href(id)).expect(200)).body;
  const row = async (id: number) => (await app.staff.get(apiPaths.booking.href(id)).expect(200)).body as BookingDetail;
  const publicOf = async (programme: string) => (await request(app.t.app).get(apiPaths.departures.href(programme)).expect(200)).body[0];
  /** The offers e-mailed, in order, to the bookings of one test (the database is the describe's). */
  const offersMailed = async (...of: number[]) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "place-free")).orderBy(asc(mailOutbox.id))).map((m) => m.bookingId).filter((id) => of.includes(id!));
  const round = () => offerRound(app.t.storage, new Date(app.clock.now().getTime() + 5.5 * HOUR).toISOString().slice(0, 10), "innerlight.example");

  it("when three quotes are made for the last place, then only the first is sent and holds it; the others are 409 saying none is left", async () => {
    const d = await addDeparture("Just Me Time", 1, "2027-05-10", "2027-05-15");
    const [a, b, c] = [await booking(), await booking(), await booking()];
    expect((await quote(a.id, d.id)).status).toBe(201);
    for (const other of [b, c]) {
      const res = await quote(other.id, d.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("No places are left on this departure for the quote's 1 traveller");
    }
    expect(await admin(d.id)).toMatchObject({ places: 1, taken: 0, held: 1, left: 0 });
    expect(await publicOf("Just Me Time")).toMatchObject({ placesLeft: 0, availability: "full" });
    // Its own quote replaced holds the same place.
    expect((await quote(a.id, d.id, 1, { pricePerPerson: 55_000 })).status).toBe(201);
    expect(await admin(d.id)).toMatchObject({ held: 1, left: 0 });
  });

  it("when a booking cancelled from the status menu is set back, then its quote holds its places again if they are free; if others took them, 409 and it stays cancelled", async () => {
    const d = await addDeparture("Just Me Time", 2, "2027-05-12", "2027-05-17");
    const status = (id: number, to: string) => app.staff.patch(apiPaths.bookingStatus.href(id)).send({ status: to });
    const first = await quoted(d.id, 2);
    expect((await status(first.id, "cancelled")).status).toBe(200);
    expect(await admin(d.id)).toMatchObject({ held: 0, left: 2 });
    // Nobody took the places: set back, its quote holds them again.
    expect((await status(first.id, "pending")).status).toBe(200);
    expect(await admin(d.id)).toMatchObject({ held: 2, left: 0 });

    expect((await status(first.id, "cancelled")).status).toBe(200);
    const second = await quoted(d.id, 2);
    const refused = await status(first.id, "pending");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/have gone to others since it was cancelled/);
    expect((await row(first.id)).status).toBe("cancelled");
    expect(await admin(d.id)).toMatchObject({ places: 2, taken: 0, held: 2, left: 0 });
    // The other booking's quote still holds, and is accepted.
    expect((await accept(second)).status).toBe(200);
    expect(await admin(d.id)).toMatchObject({ taken: 2, held: 0, left: 0 });
  });

  it("when a quote passes its validUntil, then its places are free by themselves, and the round offers them to the line", async () => {
    const d = await addDeparture("Purpose Path", 2, "2027-06-01", "2027-06-08");
    const b = await booking();
    await quote(b.id, d.id, 2, { validUntil: "2027-03-02" }).expect(201);
    const waiting = await enquire(d.id, 2);
    expect(waiting).toMatchObject({ waitlisted: true, waitlistPosition: 1 });
    expect(await admin(d.id)).toMatchObject({ held: 2, left: 0 });
    app.clock.advance(2 * 24 * HOUR);
    expect(await admin(d.id)).toMatchObject({ taken: 0 });
    await round();
    expect(await offersMailed(waiting.id)).toEqual([waiting.id]);
    expect(await admin(d.id)).toMatchObject({ held: 2, left: 0 });
    expect(await row(waiting.id)).toMatchObject({ placeFree: true, waitlistPosition: 1 });
    // The round again makes no second offer and no second e-mail.
    await round();
    expect(await offersMailed(waiting.id)).toEqual([waiting.id]);
  });

  it("when two accepted bookings are cancelled one after the other, then the first in line is e-mailed, then the second", async () => {
    const d = await addDeparture("She Leads", 2, "2027-07-01", "2027-07-06");
    const a = await quoted(d.id, 1);
    const b = await quoted(d.id, 1);
    expect((await accept(a)).status).toBe(200);
    expect((await accept(b)).status).toBe(200);
    const w1 = await enquire(d.id, 1);
    const w2 = await enquire(d.id, 1);
    expect([w1.waitlistPosition, w2.waitlistPosition]).toEqual([1, 2]);
    await cancel(a.id);
    expect(await offersMailed(w1.id, w2.id)).toEqual([w1.id]);
    expect(await row(w1.id)).toMatchObject({ placeFree: true });
    expect(await row(w2.id)).toMatchObject({ placeFree: false, offeredUntil: null });
    await cancel(b.id);
    expect(await offersMailed(w1.id, w2.id)).toEqual([w1.id, w2.id]);
    expect(await admin(d.id)).toMatchObject({ taken: 0, held: 2, left: 0, waiting: 2 });
    // A new enquiry meanwhile joins the end of the line.
    expect(await enquire(d.id, 1)).toMatchObject({ waitlisted: true, waitlistPosition: 3 });
  });

  it("when an offer is not taken up within WAITLIST_OFFER_HOURS, then it lapses, the booking leaves the line with Offer lapsed, and the next who fits is e-mailed", async () => {
    const d = await addDeparture("Creative Bloom", 2, "2027-08-01", "2027-08-05");
    const a = await quoted(d.id, 2);
    expect((await accept(a)).status).toBe(200);
    const w1 = await enquire(d.id, 2);
    const w2 = await enquire(d.id, 2);
    await cancel(a.id);
    const offered = await row(w1.id);
    expect(offered).toMatchObject({ placeFree: true, offerLapsed: false });
    expect(new Date(offered.offeredUntil!).getTime() - app.clock.now().getTime()).toBeGreaterThan(47 * HOUR);
    app.clock.advance(47 * HOUR);
    await round();
    expect(await offersMailed(w1.id, w2.id)).toEqual([w1.id]);
    app.clock.advance(2 * HOUR);
    await round();
    expect(await offersMailed(w1.id, w2.id)).toEqual([w1.id, w2.id]);
    expect(await row(w1.id)).toMatchObject({ waitlisted: false, waitlistPosition: null, placeFree: false, offeredUntil: null, offerLapsed: true });
    expect(await row(w2.id)).toMatchObject({ waitlisted: true, waitlistPosition: 1, placeFree: true });
  });

  it("when a quote is sent within the offer, then it takes the hold over and the booking leaves the line; a place never goes past the line", async () => {
    const d = await addDeparture("True Self Unlocked", 2, "2027-09-01", "2027-09-06");
    const a = await quoted(d.id, 2);
    expect((await accept(a)).status).toBe(200);
    const w1 = await enquire(d.id, 2);
    await cancel(a.id);
    // A newcomer is not quoted ahead of the line.
    const newcomer = await booking();
    expect((await quote(newcomer.id, d.id, 1)).status).toBe(409);
    await quote(w1.id, d.id, 2).expect(201);
    expect(await row(w1.id)).toMatchObject({ waitlisted: false, placeFree: false, offeredUntil: null, offerLapsed: false });
    expect(await admin(d.id)).toMatchObject({ taken: 0, held: 2, left: 0, waiting: 0 });
  });

  /** A booking first in line holding an offer of the last 2 places on a departure of 1 private room, and a read of what a refused quote must leave as it was. */
  const offerHeld = async (startDate: string, endDate: string) => {
    const created = await app.staff
      .post(apiPaths.adminDepartures.href())
      .send({ programme: "She Leads", startDate, endDate, pricePerPerson: 58_000, places: 2, privateRooms: 1, privateRoomSupplement: 12_000 })
      .expect(201);
    const d = created.body as { id: number };
    const a = await quoted(d.id, 2);
    expect((await accept(a)).status).toBe(200);
    const w1 = await enquire(d.id, 2);
    await cancel(a.id);
    const state = async () => {
      const r = await row(w1.id);
      const { held, left, waiting } = await admin(d.id);
      const pub = (await request(app.t.app).get(apiPaths.departures.href("She Leads")).expect(200)).body.find((x: { id: number }) => x.id === d.id);
      return { waitlisted: r.waitlisted, position: r.waitlistPosition, placeFree: r.placeFree, offeredUntil: r.offeredUntil, departure: r.departure?.id, held, left, waiting, placesLeft: pub.placesLeft, availability: pub.availability };
    };
    const kept = await state();
    expect(kept).toMatchObject({ waitlisted: true, position: 1, placeFree: true, held: 2, left: 0, waiting: 1, placesLeft: 0, availability: "full" });
    expect(kept.offeredUntil).not.toBeNull();
    return { d, w1, state, kept };
  };

  it("when a quote for the booking holding an offer asks more private rooms than are left, then it is a 409 and the booking stays in line with its offer, the departure's places as they were", async () => {
    const { d, w1, state, kept } = await offerHeld("2027-09-20", "2027-09-25");
    const rooms = await quote(w1.id, d.id, 2, { privateRooms: 2 });
    expect(rooms.status).toBe(409);
    expect(rooms.body.message).toMatch(/Only 1 private room is left/);
    expect(await state()).toEqual(kept);
    expect(await offersMailed(w1.id)).toEqual([w1.id]);
    // Asking what is left goes through and takes the hold over.
    await quote(w1.id, d.id, 2, { privateRooms: 1 }).expect(201);
    expect(await state()).toMatchObject({ waitlisted: false, placeFree: false, offeredUntil: null, held: 2, left: 0, waiting: 0 });
  });

  it("when a quote for the booking holding an offer is refused its credit, then it is a 400 and the booking stays in line with its offer, the departure's places as they were", async () => {
    const { d, w1, state, kept } = await offerHeld("2027-09-22", "2027-09-27");
    const noCredit = await booking();
    const credit = await quote(w1.id, d.id, 2, { creditFrom: noCredit.id });
    expect(credit.status).toBe(400);
    expect(credit.body.message).toMatch(/left no retreat credit/);
    expect(await state()).toEqual(kept);
    expect(await offersMailed(w1.id)).toEqual([w1.id]);
  });

  it("when a booking in line is erased, then it leaves the line: the next moves up and is offered the freed place, and an erased offer's place goes on", async () => {
    const d = await addDeparture("Creative Bloom", 1, "2027-10-10", "2027-10-15");
    const a = await quoted(d.id, 1);
    expect((await accept(a)).status).toBe(200);
    const w1 = await enquire(d.id, 1);
    const w2 = await enquire(d.id, 1);
    await app.staff.delete(apiPaths.bookingPersonalData.href(w1.id)).expect(200);
    expect(await row(w1.id)).toMatchObject({ waitlisted: false, waitlistPosition: null, placeFree: false });
    expect((await db().select().from(bookings).where(eq(bookings.id, w1.id)))[0]).toMatchObject({ waitlistedAt: null, waitlistTravellers: null });
    expect(await row(w2.id)).toMatchObject({ waitlisted: true, waitlistPosition: 1 });
    expect(await admin(d.id)).toMatchObject({ waiting: 1 });
    await cancel(a.id);
    expect(await offersMailed(w1.id, w2.id)).toEqual([w2.id]);
    expect(await row(w2.id)).toMatchObject({ placeFree: true });
    // Erased while it holds the offer: nobody is left to take it up, so the place is free at once.
    await app.staff.delete(apiPaths.bookingPersonalData.href(w2.id)).expect(200);
    expect(await row(w2.id)).toMatchObject({ waitlisted: false, placeFree: false, offeredUntil: null });
    expect(await admin(d.id)).toMatchObject({ taken: 0, held: 0, left: 1, waiting: 0 });
    const pub = (await request(app.t.app).get(apiPaths.departures.href("Creative Bloom")).expect(200)).body.find((p: { id: number }) => p.id === d.id);
    expect(pub.placesLeft).toBe(1);
    expect(pub.availability).not.toBe("full");
    expect(await enquire(d.id, 1)).not.toMatchObject({ waitlisted: true });
  });

  it("when a booking whose open quote holds the places and a room is erased, then the quote holds nothing: the first in line is offered them at once and the site counts them free", async () => {
    const d = (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme: "Creative Bloom", startDate: "2027-12-06", endDate: "2027-12-11", pricePerPerson: 58_000, places: 2, privateRooms: 1, privateRoomSupplement: 12_000 }).expect(201)).body as { id: number };
    const a = await booking();
    const sent = (await quote(a.id, d.id, 2, { privateRooms: 1 }).expect(201)).body as { tripUrl: string; id: number };
    const w1 = await enquire(d.id, 1);
    expect(w1).toMatchObject({ waitlisted: true, waitlistPosition: 1 });
    expect(await admin(d.id)).toMatchObject({ held: 2, left: 0, privateRoomsLeft: 0 });
    const onSite = async () => (await request(app.t.app).get(apiPaths.departures.href("Creative Bloom")).expect(200)).body.find((p: { id: number }) => p.id === d.id);
    expect(await onSite()).toMatchObject({ placesLeft: 0, privateRoomsLeft: 0 });

    await app.staff.delete(apiPaths.bookingPersonalData.href(a.id)).expect(200);
    // Its trip link is revoked, so nobody can accept the quote: its place goes to the line at once.
    const token = sent.tripUrl.slice(sent.tripUrl.lastIndexOf("/") + 1);
    expect((await accept({ token, quoteId: sent.id })).status).toBe(404);
    // Nobody can answer its quote: the desk lists it with the enquiries, not with the quotes waiting for an answer.
    const rows = (await app.staff.get(apiPaths.departureBookings.href(d.id)).expect(200)).body as { id: number; stage: string }[];
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ stage: "enquiry" });
    expect(await offersMailed(w1.id)).toEqual([w1.id]);
    expect(await row(w1.id)).toMatchObject({ placeFree: true });
    // The offer holds its one place; the quote's other place and its room are free.
    expect(await admin(d.id)).toMatchObject({ taken: 0, held: 1, left: 1, privateRoomsLeft: 1 });
    expect(await onSite()).toMatchObject({ placesLeft: 1, privateRoomsLeft: 1 });
  });

  it("when the only booking, whose open quote holds the last place, is erased, then the site's answer counts the place free at once", async () => {
    const d = await addDeparture("She Leads", 1, "2027-12-13", "2027-12-18");
    const a = await quoted(d.id, 1);
    const onSite = async () => (await request(app.t.app).get(apiPaths.departures.href("She Leads")).expect(200)).body.find((p: { id: number }) => p.id === d.id);
    expect(await onSite()).toMatchObject({ placesLeft: 0, availability: "full" });
    await app.staff.delete(apiPaths.bookingPersonalData.href(a.id)).expect(200);
    // Nothing else changed on the departure: the erasure itself moves the answer on.
    expect(await onSite()).toMatchObject({ placesLeft: 1 });
    expect(await admin(d.id)).toMatchObject({ held: 0, left: 1 });
  });

  it("when a booking erased before erasure took it out is still marked in line, then the line passes it over: the place goes on sale and a newcomer's position has no gap", async () => {
    const d = await addDeparture("She Leads", 1, "2027-10-20", "2027-10-25");
    const a = await quoted(d.id, 1);
    expect((await accept(a)).status).toBe(200);
    const w1 = await enquire(d.id, 1);
    await app.staff.delete(apiPaths.bookingPersonalData.href(w1.id)).expect(200);
    // As an erasure made before the rule left it.
    await db().update(bookings).set({ waitlistedAt: app.clock.now(), waitlistTravellers: 1 }).where(eq(bookings.id, w1.id));
    expect(await row(w1.id)).toMatchObject({ waitlisted: false, waitlistPosition: null });
    expect(await admin(d.id)).toMatchObject({ waiting: 0 });
    expect(await enquire(d.id, 1)).toMatchObject({ waitlisted: true, waitlistPosition: 1 });

    const e = await addDeparture("She Leads", 1, "2027-11-20", "2027-11-25");
    const b = await quoted(e.id, 1);
    expect((await accept(b)).status).toBe(200);
    const x = await enquire(e.id, 1);
    await app.staff.delete(apiPaths.bookingPersonalData.href(x.id)).expect(200);
    await db().update(bookings).set({ waitlistedAt: app.clock.now(), waitlistTravellers: 1 }).where(eq(bookings.id, x.id));
    await cancel(b.id);
    expect(await offersMailed(x.id)).toEqual([]);
    expect(await admin(e.id)).toMatchObject({ left: 1, waiting: 0 });
    const pub = (await request(app.t.app).get(apiPaths.departures.href("She Leads")).expect(200)).body.find((p: { id: number }) => p.id === e.id);
    expect(pub.placesLeft).toBe(1);
    expect(pub.availability).not.toBe("full");
  });

  it("when staff Skip or Extend an offer, then it passes on now or ends later; without an open offer 409; bad input 400; unknown 404; signed out 401", async () => {
    const d = await addDeparture("Queer Wellness Retreat", 1, "2027-10-01", "2027-10-06");
    const a = await quoted(d.id, 1);
    expect((await accept(a)).status).toBe(200);
    const w1 = await enquire(d.id, 1);
    const w2 = await enquire(d.id, 1);
    await cancel(a.id);
    const before = (await row(w1.id)).offeredUntil!;
    const extended = await app.staff.post(apiPaths.bookingOffer.href(w1.id)).send({ action: "extend" }).expect(200);
    expect(new Date(extended.body.offeredUntil).getTime() - new Date(before).getTime()).toBe(48 * HOUR);
    expect(extended.body).toMatchObject({ id: w1.id, placeFree: true });
    expect((await app.staff.post(apiPaths.bookingOffer.href(w1.id)).send({ action: "later" })).status).toBe(400);
    expect((await app.staff.post(apiPaths.bookingOffer.href(w1.id)).send({})).status).toBe(400);
    expect((await app.staff.post(apiPaths.bookingOffer.href(w2.id)).send({ action: "skip" })).status).toBe(409);
    expect((await app.staff.post(apiPaths.bookingOffer.href(999_999)).send({ action: "skip" })).status).toBe(404);
    expect((await request(app.t.app).post(apiPaths.bookingOffer.href(w1.id)).send({ action: "skip" })).status).toBe(401);
    const skipped = await app.staff.post(apiPaths.bookingOffer.href(w1.id)).send({ action: "skip" }).expect(200);
    expect(skipped.body).toMatchObject({ waitlisted: false, placeFree: false, offerLapsed: true });
    expect(await offersMailed(w1.id, w2.id)).toEqual([w1.id, w2.id]);
    expect(await row(w2.id)).toMatchObject({ waitlistPosition: 1, placeFree: true });
  });

  it.each(["skipped", "lapsed"] as const)(
    "when the offer of a booking whose acceptance was refused is %s, then its old quote holds nothing: the place passes to the next in line, and the old quote accepted puts it back at the end of the line",
    async (how) => {
      const d = await addDeparture("Purpose Path", 2, how === "skipped" ? "2027-10-10" : "2027-10-20", how === "skipped" ? "2027-10-15" : "2027-10-25");
      const first = await quoted(d.id, 1);
      const second = await quoted(d.id, 1);
      // Places lowered below what the quotes hold: the quote sent later yields, and its booking joins the line.
      await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 1 }).expect(200);
      expect((await accept(second)).status).toBe(409);
      expect((await accept(first)).status).toBe(200);
      const w = await enquire(d.id, 1);
      await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 2 }).expect(200);
      expect(await row(second.id)).toMatchObject({ waitlisted: true, waitlistPosition: 1, placeFree: true });
      if (how === "skipped") await app.staff.post(apiPaths.bookingOffer.href(second.id)).send({ action: "skip" }).expect(200);
      else {
        app.clock.advance(49 * HOUR);
        await round();
      }
      expect(await row(second.id)).toMatchObject({ waitlisted: false, placeFree: false, offerLapsed: true });
      expect(await row(w.id)).toMatchObject({ waitlisted: true, waitlistPosition: 1, placeFree: true });
      expect(await offersMailed(second.id, w.id)).toEqual([second.id, w.id]);
      expect(await admin(d.id)).toMatchObject({ taken: 1, held: 1, left: 0, waiting: 1 });
      const listed = (await app.staff.get(apiPaths.departureBookings.href(d.id)).expect(200)).body as { id: number; stage: string; offerLapsed: boolean; placeFree: boolean }[];
      expect(listed.find((b) => b.id === second.id)).toMatchObject({ stage: "enquiry", offerLapsed: true, placeFree: false });
      expect(listed.find((b) => b.id === w.id)).toMatchObject({ stage: "waiting", offerLapsed: false, placeFree: true });
      expect(listed.find((b) => b.id === first.id)).toMatchObject({ stage: "confirmed", offerLapsed: false });
      // Pressed now, the old quote finds no place: the booking waits again, behind the one offered.
      expect((await accept(second)).status).toBe(409);
      expect(await row(second.id)).toMatchObject({ waitlisted: true, waitlistPosition: 2, placeFree: false });
      // Back in line, it no longer reads as having let its offer go.
      const again = (await app.staff.get(apiPaths.departureBookings.href(d.id)).expect(200)).body as { id: number; stage: string; offerLapsed: boolean }[];
      expect(again.find((b) => b.id === second.id)).toMatchObject({ stage: "waiting", offerLapsed: false });
      expect(await admin(d.id)).toMatchObject({ taken: 1, held: 1, left: 0, waiting: 2 });
    },
  );

  it("when places are lowered below what an offer holds, then that offer is withdrawn (its booking keeps its place in line) and the quote sent first can still be accepted", async () => {
    const d = await addDeparture("Just Me Time", 5, "2027-11-20", "2027-11-25");
    expect((await accept(await quoted(d.id, 3))).status).toBe(200);
    const gita = await quoted(d.id, 1);
    const hema = await quoted(d.id, 1);
    const lata = await enquire(d.id, 2);
    expect(lata).toMatchObject({ waitlisted: true, waitlistPosition: 1 });
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 7 }).expect(200);
    expect(await row(lata.id)).toMatchObject({ placeFree: true });
    expect(await admin(d.id)).toMatchObject({ places: 7, taken: 3, held: 4, left: 0 });

    // One place is free once those taken are counted: Lata's offer of two can't be taken up, so it goes.
    const lowered = await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 4 }).expect(200);
    expect(lowered.body).toMatchObject({ places: 4, taken: 3, held: 2, left: 0 });
    expect(await row(lata.id)).toMatchObject({ waitlisted: true, waitlistPosition: 1, placeFree: false, offeredUntil: null, offerLapsed: false });
    expect((await accept(gita)).status).toBe(200);
    expect(await admin(d.id)).toMatchObject({ taken: 4, held: 1, left: 0 });
    // The quote sent later finds none and waits behind Lata.
    expect((await accept(hema)).status).toBe(409);
    expect(await row(hema.id)).toMatchObject({ waitlisted: true, waitlistPosition: 2 });
    expect(await offersMailed(lata.id, hema.id)).toEqual([lata.id]);
  });

  it("when a departure is closed, then its offers are withdrawn and nothing is offered or e-mailed; reopened, the line is offered again", async () => {
    const d = await addDeparture("Just Me Time", 1, "2027-11-01", "2027-11-06");
    const a = await quoted(d.id, 1);
    expect((await accept(a)).status).toBe(200);
    const w1 = await enquire(d.id, 1);
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "closed" }).expect(200);
    await cancel(a.id);
    await round();
    expect(await offersMailed(w1.id)).toEqual([]);
    expect(await row(w1.id)).toMatchObject({ waitlisted: true, placeFree: false });
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "open" }).expect(200);
    expect(await offersMailed(w1.id)).toEqual([w1.id]);
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "closed" }).expect(200);
    expect(await row(w1.id)).toMatchObject({ waitlisted: true, placeFree: false, offeredUntil: null });
    const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.kind, "place-free"), eq(mailOutbox.bookingId, w1.id)));
    expect(await app.t.storage.departures.placeFreeContent(mail.id, "2027-03-01")).toBeUndefined();
  });
});
