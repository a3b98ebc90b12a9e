import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { bookings } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { quotes } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { quotedTrips } from "../../support/quoted-trips";
import { fullEnquiry } from "../../support/enquiry-body";
import { composePlaceFree } from "../../../server/mail/place-free";
import { openTripToken, tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { TEST_DATA_KEY } from "../../support/test-app";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

describe.each(DB_KINDS)("a departure's places on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000 });
  const { quoted, accept } = quotedTrips(app, "Guest");
  const db = () => app.db;

  const addDeparture = async (programme: string, places: number, startDate = "2027-05-10", endDate = "2027-05-15") =>
    (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme, startDate, endDate, pricePerPerson: 58_000, places }).expect(201)).body as { id: number };
  const enquire = (body: object, address = "198.51.100.7") => request(app.t.app).post(apiPaths.enquiries.href()).set("X-Forwarded-For", address).send(fullEnquiry(body));
  const admin = async (id: number) => (await app.staff.get(apiPaths.adminDepartures.href()).expect(200)).body.find((d: { id: number }) => d.id === id);

  it("when a visitor enquires for a departure, then the booking names it with its dates and programme; a group too large waits in line; a closed or unknown one never costs the enquiry", async () => {
    const d = await addDeparture("Just Me Time", 3);
    const fits = await enquire({ departureId: d.id, groupSize: 2, preferredDates: "sometime", sourceProgramme: "Other" });
    expect(fits.status).toBe(201);
    expect(fits.body).toMatchObject({ departureId: d.id, preferredDates: "10–15 May 2027", sourceProgramme: "Just Me Time" });
    expect(fits.body.waitlisted).toBeUndefined();
    const tooMany = await enquire({ departureId: d.id, groupSize: 4, email: "big@example.com" });
    expect(tooMany.status).toBe(201);
    expect(tooMany.body).toMatchObject({ departureId: d.id, waitlisted: true, waitlistPosition: 1 });
    const second = await enquire({ departureId: d.id, groupSize: 5, email: "bigger@example.com" });
    expect(second.body).toMatchObject({ waitlisted: true, waitlistPosition: 2 });

    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "closed" }).expect(200);
    for (const departureId of [d.id, 999_999, "abc", -4]) {
      const res = await enquire({ departureId, email: `late${String(departureId)}@example.com` });
      expect(res.status, String(departureId)).toBe(201);
      expect(res.body).toMatchObject({ departureId: null, departureUnavailable: true });
      const [row] = await db().select().from(bookings).where(eq(bookings.id, res.body.id));
      expect(row.email).toBe(`late${String(departureId)}@example.com`);
    }
    expect(await admin(d.id)).toMatchObject({ waiting: 2, enquiries: 3, taken: 0, left: 3 });
  });

  it("when a quote names a departure, then its dates and price fill the quote; more travellers than places, a closed departure or an unknown one are refused", async () => {
    const d = await addDeparture("Purpose Path", 2, "2027-06-01", "2027-06-08");
    const q = await quoted(d.id, 2);
    const [row] = await db().select().from(quotes).where(eq(quotes.id, q.quoteId));
    expect(row).toMatchObject({ startDate: "2027-06-01", endDate: "2027-06-08", pricePerPerson: 58_000, departureId: d.id, travellers: 2 });
    const [b] = await db().select().from(bookings).where(eq(bookings.id, q.id));
    expect(b.departureId).toBe(d.id);
    const edited = await app.staff.post(apiPaths.bookingQuotes.href(q.id)).send({ departureId: d.id, travellers: 2, pricePerPerson: 55_000 });
    expect(edited.status).toBe(201);
    expect(edited.body.pricePerPerson).toBe(55_000);

    const tooMany = await app.staff.post(apiPaths.bookingQuotes.href(q.id)).send({ departureId: d.id, travellers: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe("Only 2 places left on this departure, fewer than the quote's 3 travellers");
    expect((await app.staff.post(apiPaths.bookingQuotes.href(q.id)).send({ departureId: 424_242, travellers: 1 })).status).toBe(400);
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "closed" }).expect(200);
    const closed = await app.staff.post(apiPaths.bookingQuotes.href(q.id)).send({ departureId: d.id, travellers: 1 });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed/);
    // Closing stops new quotes, not the one already sent.
    expect((await accept({ token: q.token, quoteId: edited.body.id })).status).toBe(200);
    expect(await admin(d.id)).toMatchObject({ taken: 2, left: 0 });
  });

  it("when 50 visitors accept one-traveller quotes on a departure lowered to 10 places at once, then the 10 quotes sent first are accepted, 40 are refused and wait in line, and taken is 10", async () => {
    const d = await addDeparture("She Leads", 50, "2027-07-01", "2027-07-06");
    const quotedAll = [];
    for (let i = 0; i < 50; i++) quotedAll.push(await quoted(d.id, 1));
    // Fewer places than the quotes hold: those sent first keep theirs.
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 10 }).expect(200);
    const answers = await Promise.all(quotedAll.map(accept));
    const statuses = answers.map((r) => r.status);
    expect(statuses).toEqual(quotedAll.map((_, i) => (i < 10 ? 200 : 409)));
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(answers.find((r) => r.status === 409)!.body.message).toMatch(/waiting list/);
    expect(await admin(d.id)).toMatchObject({ places: 10, taken: 10, held: 0, left: 0, waiting: 40 });
    const line = (await app.staff.get(apiPaths.departureBookings.href(d.id)).expect(200)).body as { stage: string; waitlistPosition: number | null }[];
    expect(line.filter((b) => b.stage === "confirmed")).toHaveLength(10);
    expect(line.filter((b) => b.stage === "waiting").map((b) => b.waitlistPosition)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await request(app.t.app).get(apiPaths.departures.href("She Leads")).expect(200)).body[0]).toMatchObject({ placesLeft: 0, availability: "full" });
  }, 120_000);

  it("when places are taken, then the departure can't have fewer places, new dates or be cancelled; more places are offered to the first in line who fits, once each", async () => {
    const d = await addDeparture("Creative Bloom", 2, "2027-08-01", "2027-08-05");
    const a = await quoted(d.id, 2);
    await accept(a).then((r) => expect(r.status).toBe(200));
    const big = await enquire({ departureId: d.id, groupSize: 3, email: "three@example.com" });
    const small = await enquire({ departureId: d.id, groupSize: 1, email: "one@example.com" });
    expect([big.body.waitlistPosition, small.body.waitlistPosition]).toEqual([1, 2]);

    const fewer = await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 1 });
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toMatch(/2 places are already taken/);
    expect((await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ startDate: "2027-08-02" })).status).toBe(409);
    const cancel = await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "cancelled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toMatch(/move or cancel those bookings first/);

    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 3 }).expect(200);
    const line = (await app.staff.get(apiPaths.departureBookings.href(d.id)).expect(200)).body as { id: number; placeFree: boolean; offeredUntil: string | null }[];
    // Held for WAITLIST_OFFER_HOURS (48) from now: the desk's clock runs on from 06:00 on 1 March.
    expect(line.find((b) => b.id === small.body.id)).toMatchObject({ placeFree: true, offeredUntil: expect.stringMatching(/^2027-03-03T06:/) });
    expect(line.find((b) => b.id === big.body.id)).toMatchObject({ placeFree: false, offeredUntil: null });
    expect(await admin(d.id)).toMatchObject({ places: 3, taken: 2, held: 1, left: 0 });
    const told = () => db().select().from(mailOutbox).where(and(eq(mailOutbox.kind, "place-free")));
    expect((await told()).map((m) => m.bookingId)).toEqual([small.body.id]);
    // The one offered is not e-mailed again; the group of three is offered once three places are free beside the one held.
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 5 }).expect(200);
    expect((await told()).map((m) => m.bookingId)).toEqual([small.body.id]);
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 6 }).expect(200);
    expect((await told()).map((m) => m.bookingId).sort()).toEqual([big.body.id, small.body.id].sort());
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 7 }).expect(200);
    expect(await told()).toHaveLength(2);
  });

  it("when an accepted booking is cancelled, then its places are offered to the first waiting booking that fits, with exactly one e-mail naming the end of the offer", async () => {
    const d = await addDeparture("True Self Unlocked", 2, "2027-09-01", "2027-09-06");
    const a = await quoted(d.id, 2);
    await accept(a).then((r) => expect(r.status).toBe(200));
    const waiting = await enquire({ departureId: d.id, groupSize: 2, email: "next@example.com" });
    expect(waiting.body.waitlisted).toBe(true);
    await app.staff.post(apiPaths.bookingCancellation.href(a.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    expect(await admin(d.id)).toMatchObject({ taken: 0, held: 2, left: 0, waiting: 1 });
    const mails = await db().select().from(mailOutbox).where(and(eq(mailOutbox.kind, "place-free"), eq(mailOutbox.bookingId, waiting.body.id)));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe("next@example.com");
    const content = await app.t.storage.departures.placeFreeContent(mails[0].id, "2027-03-01");
    const message = composePlaceFree(content!, mails[0], { from: { address: "team@innerlight.example" }, baseUrl: "https://innerlight.example" });
    expect(message.subject).toBe("A place is held for you: True Self Unlocked, 1–6 Sep 2027");
    expect(message.text).toContain("we are holding 2 places on True Self Unlocked, 1–6 Sep 2027");
    expect(message.text).toMatch(/held for you until 3 Mar 2027, 11:\d\d IST/);
    expect(message.text).toContain("₹58,000 per person");
    // The trip page the e-mail links to says the same: the places held and until when.
    const key = tripLinkKeyOf(TEST_DATA_KEY);
    const sealed = (await app.t.storage.departures.placeFreeContent(mails[0].id, "2027-03-01", key))!.sealedLink!;
    const trip = () => request(app.t.app).get(apiPaths.trip.href(openTripToken(sealed, key)!)).expect(200);
    const offered = (await trip()).body;
    expect(offered).toMatchObject({ quote: null, offerLapsed: false, waitlist: { position: 1, placeFree: true, placesOffered: 2, offeredUntil: expect.stringMatching(/^2027-03-03T/) } });
    expect(offered.waitlist.offeredUntilText).toMatch(/^3 Mar 2027, 11:\d\d IST$/);
    // Once the offer ends (skipped here) there is nothing to tell: the e-mail is not sent.
    await app.staff.post(apiPaths.bookingOffer.href(waiting.body.id)).send({ action: "skip" }).expect(200);
    expect(await app.t.storage.departures.placeFreeContent(mails[0].id, "2027-03-01")).toBeUndefined();
    // The trip page says the places passed on.
    expect((await trip()).body).toMatchObject({ quote: null, waitlist: null, offerLapsed: true });
  });

  it("when two accepted bookings move at once into a departure with one place left, then one moves and the other is refused with nothing changed", async () => {
    const from = await addDeparture("Queer Wellness Retreat", 4, "2027-10-01", "2027-10-06");
    const to = await addDeparture("Queer Wellness Retreat", 3, "2027-11-01", "2027-11-06");
    const there = await quoted(to.id, 2);
    await accept(there).then((r) => expect(r.status).toBe(200));
    const a = await quoted(from.id, 1);
    const b = await quoted(from.id, 1);
    await accept(a).then((r) => expect(r.status).toBe(200));
    await accept(b).then((r) => expect(r.status).toBe(200));
    const move = (id: number) => app.staff.post(apiPaths.bookingDateChange.href(id)).send({ departureId: to.id });
    const answers = await Promise.all([move(a.id), move(b.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe("No places are left on that departure for the booking's 1 traveller");
    expect(await admin(to.id)).toMatchObject({ taken: 3, left: 0 });
    expect(await admin(from.id)).toMatchObject({ taken: 1, left: 3 });
    const moved = answers[0].status === 200 ? a.id : b.id;
    const [row] = await db().select().from(bookings).where(eq(bookings.id, moved));
    expect(row.departureId).toBe(to.id);
    expect((await app.staff.post(apiPaths.bookingDateChange.href(moved)).send({ departureId: (await addDeparture("She Leads", 5, "2027-12-01", "2027-12-04")).id })).status).toBe(400);
  });
});
