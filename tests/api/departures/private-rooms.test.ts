import request from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { bookings } from "@shared/schema/bookings";
import { departures } from "@shared/schema/departures";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

type Row = { id: number; privateRooms: number; privateRoomSupplement: number; privateRoomsLeft: number; minimum: number | null; decideBy: string; guaranteed: boolean; taken: number };

describe.each(DB_KINDS)("private rooms and a minimum to run on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000 });
  const db = () => app.db;
  let day = 0;
  /** A departure of its own start day each time, so none is "already starting that day". */
  const addDeparture = async (body: object = {}) => {
    day++;
    const startDate = `2027-05-${String(day).padStart(2, "0")}`;
    const res = await app.staff
      .post(apiPaths.adminDepartures.href())
      .send({ programme: "Just Me Time", startDate, endDate: startDate, pricePerPerson: 58_000, places: 10, privateRooms: 2, privateRoomSupplement: 12_000, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Row;
  };
  let seq = 0;
  const booking = async () => {
    const name = `Guest${++seq}`;
    return (await seedBookings(app.t, [{ firstName: name, hoursAgo: 2 }]))[name];
  };
  const quote = (bookingId: number, body: object) => app.staff.post(apiPaths.bookingQuotes.href(bookingId)).send(body);
  const quoted = async (departureId: number, travellers: number, privateRooms: number) => {
    const b = await booking();
    const res = await quote(b.id, { departureId, travellers, privateRooms });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const url: string = res.body.tripUrl;
    return { id: b.id, token: url.slice(url.lastIndexOf("/") + 1), quoteId: res.body.id as number, body: res.body };
  };
  const accept = (q: { token: string; quoteId: number }) => request(app.t.app).post(apiPaths.tripAccept.href(q.token)).set("X-Forwarded-For", "203.0.113.9").send({ quoteId: q.quoteId });
  const row = async (id: number): Promise<Row> => (await app.staff.get(apiPaths.adminDepartures.href()).expect(200)).body.find((d: Row) => d.id === id);
  const publicRow = async (id: number) => (await request(app.t.app).get(apiPaths.departures.href()).expect(200)).body.find((d: { id: number }) => d.id === id);

  it("when staff add a departure, then its rooms, supplement, minimum and decide-by day are kept and answered; rooms beyond its places, a minimum beyond them or a decide-by day after the start are a 400", async () => {
    const d = await addDeparture({ minimum: 4 });
    expect(d).toMatchObject({ privateRooms: 2, privateRoomSupplement: 12_000, privateRoomsLeft: 2, minimum: 4, guaranteed: false, decideBy: "2027-03-17" });
    const own = await addDeparture({ decideBy: "2027-04-20", privateRooms: 0 });
    expect(own).toMatchObject({ decideBy: "2027-04-20", minimum: null, privateRooms: 0, privateRoomsLeft: 0 });
    for (const bad of [{ privateRooms: 11 }, { minimum: 11 }, { decideBy: "2027-06-30" }, { privateRooms: -1 }, { privateRoomSupplement: 1.5 }, { minimum: 0 }]) {
      const res = await app.staff.post(apiPaths.adminDepartures.href()).send({ programme: "Just Me Time", startDate: "2027-06-01", endDate: "2027-06-03", pricePerPerson: 58_000, places: 10, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors[0].path, JSON.stringify(bad)).toBe(Object.keys(bad)[0]);
    }
    const patched = await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ privateRooms: 3, minimum: null, decideBy: "2027-04-01" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ privateRooms: 3, minimum: null, decideBy: "2027-04-01" });
    expect((await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 2 })).status).toBe(400);
    expect((await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ privateRooms: 12 })).status).toBe(400);
    expect(await row(d.id)).toMatchObject({ privateRooms: 3, minimum: null });
    expect(await publicRow(d.id)).toMatchObject({ privateRoomsLeft: 3, privateRoomSupplement: 12_000, guaranteed: false });
  });

  it("when a quote asks for private rooms, then the account has a Private room supplement line of rooms × supplement and the lines add up; more rooms than travellers is a 400 and more than are left a 409 saying how many", async () => {
    const d = await addDeparture();
    const q = await quoted(d.id, 3, 2);
    expect(q.body).toMatchObject({ privateRooms: 2, privateRoomSupplement: 12_000, base: 174_000, total: 174_000 + 24_000 });
    const account = (await app.staff.get(apiPaths.bookingAccount.href(q.id)).expect(200)).body;
    const trip = (await request(app.t.app).get(apiPaths.trip.href(q.token)).set("X-Forwarded-For", "203.0.113.9").expect(200)).body;
    for (const lines of [trip.lines as { label: string; amount: number }[]]) {
      expect(lines).toContainEqual(expect.objectContaining({ label: "Private room supplement", amount: 24_000 }));
      expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(trip.totalToPay);
    }
    expect(account.quotes.at(-1)).toMatchObject({ privateRooms: 2, total: 198_000 });
    // Its two rooms are held by the quote: none is left for another.
    expect(await row(d.id)).toMatchObject({ privateRoomsLeft: 0 });
    expect(await publicRow(d.id)).toMatchObject({ privateRoomsLeft: 0 });
    const other = await booking();
    const none = await quote(other.id, { departureId: d.id, travellers: 1, privateRooms: 1 });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/No private rooms are left/);
    expect((await quote(other.id, { departureId: d.id, travellers: 1, privateRooms: 2 })).status).toBe(400);
    expect((await quote(other.id, { travellers: 1, startDate: "2027-06-01", endDate: "2027-06-02", pricePerPerson: 100, privateRooms: 1 })).status).toBe(400);
    // The same booking may ask again: its own hold is replaced.
    const again = await quote(q.id, { departureId: d.id, travellers: 3, privateRooms: 3 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Only 2 private rooms are left/);
    expect((await quote(q.id, { departureId: d.id, travellers: 3, privateRooms: 1 })).status).toBe(201);
    expect(await row(d.id)).toMatchObject({ privateRoomsLeft: 1 });
  });

  it("when a quote with rooms is accepted, then its rooms are taken and can't be given away: fewer rooms than taken is a 409", async () => {
    const d = await addDeparture({ privateRooms: 3 });
    const q = await quoted(d.id, 2, 2);
    expect((await accept(q)).status).toBe(200);
    expect(await row(d.id)).toMatchObject({ taken: 2, privateRoomsLeft: 1 });
    const fewer = await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ privateRooms: 1 });
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toMatch(/2 private rooms are already taken/);
    expect((await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ privateRooms: 2 })).status).toBe(200);
    expect(await row(d.id)).toMatchObject({ privateRooms: 2, privateRoomsLeft: 0 });
  });

  it("when more quotes with rooms than rooms race to be accepted, then the rooms taken never pass the departure's rooms", async () => {
    const d = await addDeparture({ places: 20, privateRooms: 8 });
    const all = [];
    for (let i = 0; i < 8; i++) all.push(await quoted(d.id, 1, 1));
    // Staff lower the rooms to 3 while the eight quotes are out.
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ privateRooms: 3 }).expect(200);
    const answers = await Promise.all(all.map(accept));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    // The quotes sent first keep the rooms, whichever visitor pressed first.
    expect(answers.flatMap((r, i) => (r.status === 200 ? [i] : []))).toEqual([0, 1, 2]);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(answers.find((r) => r.status === 409)!.body.message).toMatch(/private rooms/);
    expect(await row(d.id)).toMatchObject({ taken: 3, privateRooms: 3, privateRoomsLeft: 0 });
  });

  it("when a visitor wishes for a private room in the enquiry, then the booking keeps the wish within its group and the departure's rooms, and never without rooms", async () => {
    const d = await addDeparture();
    const without = await addDeparture({ privateRooms: 0 });
    const enquire = (body: object) => request(app.t.app).post(apiPaths.enquiries.href()).set("X-Forwarded-For", "198.51.100.7").send(fullEnquiry(body));
    const wished = async (body: object) => {
      const res = await enquire(body);
      expect(res.status).toBe(201);
      const [b] = await db().select().from(bookings).where(eq(bookings.id, res.body.id));
      return b.privateRoomsWished;
    };
    expect(await wished({ departureId: d.id, groupSize: 1, privateRoomsWished: 1 })).toBe(1);
    expect(await wished({ departureId: d.id, groupSize: 3, privateRoomsWished: 5, email: "b@example.com" })).toBe(2);
    expect(await wished({ departureId: without.id, groupSize: 1, privateRoomsWished: 1, email: "c@example.com" })).toBeNull();
    expect(await wished({ groupSize: 1, privateRoomsWished: 1, email: "d@example.com" })).toBeNull();
    expect(await wished({ departureId: d.id, groupSize: 1, privateRoomsWished: "yes", email: "e@example.com" })).toBeNull();
  });

  it("when a departure's travellers reach its minimum, then it is guaranteed to run; the morning digest lists those below their minimum within 14 days of their decide-by day", async () => {
    // Starts 2027-04-20: decided by 2027-03-06, five days from today.
    const soon = await addDeparture({ minimum: 2 });
    await db().update(departures).set({ startDate: "2027-04-20", endDate: "2027-04-22" }).where(eq(departures.id, soon.id));
    // Its own day to decide, 20 days away: not yet.
    const later = await addDeparture({ minimum: 2, decideBy: "2027-03-21" });
    // Past its day to decide and still short: listed.
    const late = await addDeparture({ minimum: 3, decideBy: "2027-02-20" });
    const reached = await addDeparture({ minimum: 1, decideBy: "2027-03-05" });
    const q = await quoted(reached.id, 1, 0);
    expect((await accept(q)).status).toBe(200);
    expect(await row(reached.id)).toMatchObject({ guaranteed: true, taken: 1 });
    expect(await publicRow(reached.id)).toMatchObject({ guaranteed: true });
    expect(await publicRow(soon.id)).toMatchObject({ guaranteed: false });

    const [staff] = await app.t.storage.users.listUsers();
    const content = await app.t.storage.mail.digestContent(staff.id, NOW, "Asia/Kolkata");
    expect(content?.departures?.map((x) => x.id)).toEqual([late.id, soon.id]);
    expect(content?.departures?.[1]).toMatchObject({ programme: "Just Me Time", taken: 0, minimum: 2, decideBy: "2027-03-06" });
    expect(content?.departures?.some((x) => x.id === later.id || x.id === reached.id)).toBe(false);
  });
});
