import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";

/** Monday 1 March 2027, 11:30 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");

const tripOf = (programme: string) => ({ programme, startDate: "2027-04-14", endDate: "2027-04-19", pricePerPerson: 58_000, places: 12 });
const trip = tripOf("Just Me Time");

describe.each(DB_KINDS)("departures kept by staff on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  const add = (body: object) => app.staff.post(apiPaths.adminDepartures.href()).send(body);

  it("when staff add a departure, then it is listed with its counts, and the site lists it with its places left", async () => {
    const res = await add({ ...trip, note: "Villa booked" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...trip, nights: 5, status: "open", note: "Villa booked", taken: 0, left: 12, waiting: 0, enquiries: 0 });
    const list = await app.staff.get(apiPaths.adminDepartures.href({ programme: "Just Me Time" })).expect(200);
    expect(list.body.map((d: { id: number }) => d.id)).toEqual([res.body.id]);
    const site = await request(app.t.app).get(apiPaths.departures.href("Just Me Time")).expect(200);
    expect(site.headers["cache-control"]).toMatch(/public, max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(site.headers["cache-control"])![1])).toBeLessThanOrEqual(60);
    expect(site.body).toEqual([{ id: res.body.id, programme: "Just Me Time", startDate: "2027-04-14", endDate: "2027-04-19", nights: 5, pricePerPerson: 58_000, placesLeft: 12, availability: "available", privateRoomsLeft: 0, privateRoomSupplement: 0, guaranteed: false }]);
    expect(Object.keys(site.body[0])).not.toContain("taken");
    // The same, worded as the card prints it, for a catalogue reached inside the app.
    const cards = await request(app.t.app).get(apiPaths.departureCards.href()).expect(200);
    expect(cards.body["Just Me Time"]).toEqual([{ id: res.body.id, dates: "14–19 Apr 2027", price: "₹58,000 per person", places: null, placesLabel: "12 places left", full: false, book: "Book 14–19 Apr 2027", privateRoom: null, privateRoomsLeft: 0, guaranteed: null }]);
    // The same list again is a 304 to a browser that has it.
    await request(app.t.app).get(apiPaths.departures.href("Just Me Time")).set("If-None-Match", site.headers.etag).expect(304);
  });

  it("when a departure is refused, then the answer says why and nothing is stored", async () => {
    const refused = { ...trip, programme: "Purpose Path" };
    const cases: [object, string][] = [
      [{ ...refused, programme: "Moon Walk Retreat" }, "programme"],
      [{ ...refused, startDate: "2027-03-01", endDate: "2027-03-04" }, "startDate"],
      [{ ...refused, startDate: "2027-02-20", endDate: "2027-02-24" }, "startDate"],
      [{ ...refused, endDate: "2027-04-13" }, "endDate"],
      [{ ...refused, pricePerPerson: 0 }, "pricePerPerson"],
      [{ ...refused, places: 0 }, "places"],
      [{ ...refused, places: 501 }, "places"],
      [{ ...refused, places: 2.5 }, "places"],
      [{ ...refused, startDate: "14/04/2027" }, "startDate"],
    ];
    for (const [body, path] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await app.staff.get(apiPaths.adminDepartures.href({ programme: "Purpose Path" })).expect(200)).body).toEqual([]);
    const unauthenticated = await request(app.t.app).post(apiPaths.adminDepartures.href()).send(trip);
    expect([401, 403]).toContain(unauthenticated.status);
  });

  it("when a second departure of the programme starts the same day, then 409, by POST and by PATCH; a cancelled one does not count", async () => {
    const trip = { ...tripOf("She Leads") };
    const first = (await add(trip).expect(201)).body;
    const again = await add({ ...trip, places: 4 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already starts that day/);
    const other = (await add({ ...trip, startDate: "2027-05-01", endDate: "2027-05-06" }).expect(201)).body;
    const moved = await app.staff.patch(apiPaths.adminDeparture.href(other.id)).send({ startDate: "2027-04-14" });
    expect(moved.status).toBe(409);
    await app.staff.patch(apiPaths.adminDeparture.href(first.id)).send({ status: "cancelled" }).expect(200);
    await add(trip).expect(201);
  });

  it("when staff close a departure, then the site hides it but the desk keeps it; edits, 404 and bad ids answer as they should", async () => {
    const trip = tripOf("Creative Bloom");
    const d = (await add(trip).expect(201)).body;
    const closed = await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "closed", pricePerPerson: 61_000 });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: "closed", pricePerPerson: 61_000 });
    expect((await request(app.t.app).get(apiPaths.departures.href("Creative Bloom")).expect(200)).body).toEqual([]);
    expect((await app.staff.get(apiPaths.adminDepartures.href({ programme: "Creative Bloom" })).expect(200)).body).toHaveLength(1);
    expect((await app.staff.patch(apiPaths.adminDeparture.href(9999)).send({ places: 3 })).status).toBe(404);
    expect((await app.staff.patch(rawPath(apiPaths.adminDeparture.pattern, "abc")).send({ places: 3 })).status).toBe(400);
    expect((await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 0 })).status).toBe(400);
    expect((await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ endDate: "2027-04-01" })).status).toBe(400);
    expect((await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ colour: "red" })).status).toBe(400);
    expect((await app.staff.get(apiPaths.departureBookings.href(9999))).status).toBe(404);
    expect((await app.staff.get(apiPaths.departureBookings.href(d.id)).expect(200)).body).toEqual([]);
  });

  it("when the site asks for an unknown programme or a bad filter, then 400", async () => {
    expect((await request(app.t.app).get(apiPaths.departures.href("Moon Walk Retreat"))).status).toBe(400);
    expect((await app.staff.get(apiPaths.adminDepartures.href({ from: "March" }))).status).toBe(400);
  });

  it("when the site lists departures, then only open ones starting after today, earliest first, with few and full said", async () => {
    const trip = tripOf("Queer Unity Retreat");
    await add({ ...trip, startDate: "2027-06-01", endDate: "2027-06-05", places: 3 }).expect(201);
    await add({ ...trip, startDate: "2027-04-01", endDate: "2027-04-05", places: 20 }).expect(201);
    app.clock.set(new Date("2027-04-01T06:00:00Z"));
    const site = await request(app.t.app).get(apiPaths.departures.href("Queer Unity Retreat")).expect(200);
    expect(site.body.map((d: { startDate: string; availability: string }) => [d.startDate, d.availability])).toEqual([["2027-06-01", "few"]]);
  });
});
