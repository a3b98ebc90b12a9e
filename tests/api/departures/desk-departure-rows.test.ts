import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import type { BookingDetail, BookingListItem } from "@shared/api-types";
import type { DepartureMonth } from "@shared/departures";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

describe.each(DB_KINDS)("the desk's departure rows and insights on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000 });

  const addDeparture = async (programme: string, places: number, startDate: string, endDate: string, pricePerPerson = 58_000) =>
    (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme, startDate, endDate, pricePerPerson, places }).expect(201)).body as { id: number };
  let seq = 0;
  const enquire = async (departureId: number, groupSize: number) => {
    seq += 1;
    const res = await request(app.t.app)
      .post(apiPaths.enquiries.href())
      .set("X-Forwarded-For", `198.51.100.${seq}`)
      .send(fullEnquiry({ departureId, groupSize, email: `guest${seq}@example.com`, lastName: `Guest ${seq}` }));
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };
  const row = async (id: number) => (await app.staff.get(apiPaths.booking.href(id)).expect(200)).body as BookingDetail;
  const waitlist = async () => {
    const res = await app.staff.get(apiPaths.bookings.href({ view: "waitlist" })).expect(200);
    return { items: res.body as BookingListItem[], total: Number(res.headers["x-total-count"]) };
  };

  it("when bookings wait for a departure, then their rows say so with their place in line, Place free once places are offered to them, and the opened booking shows its departure", async () => {
    const d = await addDeparture("Just Me Time", 2, "2027-05-10", "2027-05-15");
    const fits = await enquire(d.id, 2);
    const first = await enquire(d.id, 4);
    const second = await enquire(d.id, 3);
    expect(await row(fits.id)).toMatchObject({ departureId: d.id, waitlisted: false, waitlistPosition: null, placeFree: false });
    const opened = await row(first.id);
    expect(opened).toMatchObject({ waitlisted: true, waitlistPosition: 1, placeFree: false });
    expect(opened.departure).toEqual({ id: d.id, programme: "Just Me Time", startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: 58_000, status: "open", left: 2, privateRoomSupplement: 0, forBooking: { held: 0, left: 2, roomsHeld: 0, privateRoomsLeft: 0 } });
    expect(await row(second.id)).toMatchObject({ waitlisted: true, waitlistPosition: 2, placeFree: false });

    // Three places: the second in line (3) fits and is offered them, the first (4) does not yet.
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 3 }).expect(200);
    expect(await row(first.id)).toMatchObject({ waitlistPosition: 1, placeFree: false, offeredUntil: null });
    expect(await row(second.id)).toMatchObject({ waitlistPosition: 2, placeFree: true });
    expect((await row(second.id)).offeredUntil).toEqual(expect.any(String));
    // The three offered stay held: the first in line's four fit once seven places are there.
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 6 }).expect(200);
    expect(await row(first.id)).toMatchObject({ waitlistPosition: 1, placeFree: false });
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 7 }).expect(200);
    expect(await row(first.id)).toMatchObject({ waitlistPosition: 1, placeFree: true });

    const [plain] = Object.values(await seedBookings(app.t, [{ firstName: "Nobody", hoursAgo: 1 }]));
    expect(await row(plain.id)).toMatchObject({ departureId: null, departure: null, waitlisted: false, waitlistPosition: null, placeFree: false });
  });

  it("when staff open the Waiting list, then it lists waitlisted bookings not cancelled, a place free first, then by departure and line, and the summary counts them", async () => {
    const later = await addDeparture("Purpose Path", 1, "2027-07-01", "2027-07-06");
    const sooner = await addDeparture("She Leads", 1, "2027-06-01", "2027-06-05");
    const laterFirst = await enquire(later.id, 3);
    const laterSecond = await enquire(later.id, 2);
    const soonerFirst = await enquire(sooner.id, 2);
    const soonerSecond = await enquire(sooner.id, 4);
    const cancelled = await enquire(sooner.id, 5);
    await app.staff.patch(apiPaths.bookingStatus.href(cancelled.id)).send({ status: "cancelled" }).expect(200);
    // Two more places on the later departure: its second in line (a group of 2) now fits, the first (3) does not.
    await app.staff.patch(apiPaths.adminDeparture.href(later.id)).send({ places: 2 }).expect(200);

    const mine = new Set([laterFirst.id, laterSecond.id, soonerFirst.id, soonerSecond.id, cancelled.id]);
    const list = await waitlist();
    expect(list.items.filter((b) => mine.has(b.id)).map((b) => b.id)).toEqual([laterSecond.id, soonerFirst.id, soonerSecond.id, laterFirst.id]);
    expect(list.items.filter((b) => mine.has(b.id)).map((b) => [b.waitlistPosition, b.placeFree])).toEqual([[2, true], [1, false], [2, false], [1, false]]);
    expect(list.items.every((b) => b.waitlisted && b.status !== "cancelled")).toBe(true);
    const summary = (await app.staff.get(apiPaths.bookingSummary.href()).expect(200)).body;
    expect(summary.views.waitlist).toBe(list.total);
    expect(list.total).toBe(list.items.length);

    // Paged two at a time, the pages follow on without repeats.
    const paged: number[] = [];
    for (let next: string | undefined = apiPaths.bookings.href({ view: "waitlist", limit: 2 }); next; ) {
      const page: request.Response = await app.staff.get(next).expect(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      paged.push(...page.body.map((b: BookingListItem) => b.id));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.link ?? "")?.[1];
    }
    expect(paged).toEqual(list.items.map((b) => b.id));
  });

  it("when staff open Insights → Departures, then each of the next 12 months has its departures, places, taken, how full and the accepted total", async () => {
    const d = await addDeparture("Creative Bloom", 4, "2027-03-20", "2027-03-25", 50_000);
    await addDeparture("Just Me Time", 6, "2027-03-28", "2027-04-02", 40_000);
    const gone = await addDeparture("Purpose Path", 8, "2027-04-10", "2027-04-15");
    await app.staff.patch(apiPaths.adminDeparture.href(gone.id)).send({ status: "cancelled" }).expect(200);
    await addDeparture("She Leads", 5, "2028-03-01", "2028-03-05");
    const [guest] = Object.values(await seedBookings(app.t, [{ firstName: "Accepting", hoursAgo: 2 }]));
    const quote = await app.staff.post(apiPaths.bookingQuotes.href(guest.id)).send({ departureId: d.id, travellers: 3 }).expect(201);
    const url: string = quote.body.tripUrl;
    await request(app.t.app)
      .post(apiPaths.tripAccept.href(url.slice(url.lastIndexOf("/") + 1)))
      .set("X-Forwarded-For", "203.0.113.9")
      .send({ quoteId: quote.body.id })
      .expect(200);

    const res = await app.staff.get(apiPaths.departureInsights.href()).expect(200);
    const months = res.body as DepartureMonth[];
    expect(months.map((m) => m.month)).toEqual(["2027-03", "2027-04", "2027-05", "2027-06", "2027-07", "2027-08", "2027-09", "2027-10", "2027-11", "2027-12", "2028-01", "2028-02"]);
    expect(months[0]).toEqual({ month: "2027-03", departures: 2, places: 10, taken: 3, full: 30, waiting: 0, accepted: quote.body.total });
    expect(quote.body.total).toBeGreaterThan(0);
    expect(months[1]).toEqual({ month: "2027-04", departures: 0, places: 0, taken: 0, full: 0, waiting: 0, accepted: 0 });
    expect((await request(app.t.app).get(apiPaths.departureInsights.href())).status).toBe(401);
  });

  it("when bookings wait in the lines of a month's departures, then Insights → Departures counts them in that month, cancelled ones and cancelled departures left out", async () => {
    // The file's earlier departures stay: what this one adds is counted on top of them.
    const months = async () => (await app.staff.get(apiPaths.departureInsights.href()).expect(200)).body as DepartureMonth[];
    const before = await months();
    const april = await addDeparture("Creative Bloom", 2, "2027-04-12", "2027-04-17");
    const may = await addDeparture("She Leads", 1, "2027-05-03", "2027-05-10");
    const gone = await addDeparture("Purpose Path", 1, "2027-05-20", "2027-05-29");
    await enquire(april.id, 2);
    await enquire(april.id, 3);
    const cancelled = await enquire(april.id, 4);
    await enquire(april.id, 5);
    await enquire(may.id, 2);
    await enquire(gone.id, 2);
    expect(await row(cancelled.id)).toMatchObject({ waitlisted: true });
    await app.staff.patch(apiPaths.bookingStatus.href(cancelled.id)).send({ status: "cancelled" }).expect(200);
    await app.staff.patch(apiPaths.adminDeparture.href(gone.id)).send({ status: "cancelled" }).expect(200);

    const after = await months();
    expect(after.map((m, i) => [m.month, m.waiting - before[i].waiting])).toEqual([["2027-03", 0], ["2027-04", 2], ["2027-05", 1], ...after.slice(3).map((m) => [m.month, 0])]);
    expect(after[2].departures - before[2].departures).toBe(1);
  });
});
