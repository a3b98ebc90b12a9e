import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import type { BookingDetail } from "@shared/api-types";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

/*
 * GET /api/admin/bookings/:id `departure.forBooking`: what the opened booking's own quote or offer
 * holds, and what is left for its next quote, counted as the quote's check counts, so the desk does
 * not call a departure Full to the booking its places are held for (audit 1, finding 3).
 */
describe.each(DB_KINDS)("the opened booking's own hold on its departure on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000, waitlistOfferHours: 48 });
  let seq = 0;
  const booking = async () => {
    const name = `Held${++seq}`;
    return (await seedBookings(app.t, [{ firstName: name, hoursAgo: 2 }]))[name];
  };
  const enquire = async (departureId: number, groupSize: number) => {
    seq += 1;
    const res = await request(app.t.app)
      .post(apiPaths.enquiries.href())
      .set("X-Forwarded-For", `198.51.100.${seq}`)
      .send(fullEnquiry({ departureId, groupSize, email: `held${seq}@example.com`, lastName: `Held ${seq}` }));
    expect(res.status).toBe(201);
    return res.body as { id: number; waitlisted?: boolean };
  };
  const quote = (bookingId: number, departureId: number, travellers: number, extra: object = {}) =>
    app.staff.post(apiPaths.bookingQuotes.href(bookingId)).send({ departureId, travellers, ...extra });
  const opened = async (id: number) => (await app.staff.get(apiPaths.booking.href(id)).expect(200)).body as BookingDetail;

  it("when a booking's quote or offer holds the last places, then its departure is Full to others but holds them for it, as its quote check counts them", async () => {
    const d = (
      await app.staff
        .post(apiPaths.adminDepartures.href())
        .send({ programme: "She Leads", startDate: "2027-10-04", endDate: "2027-10-09", pricePerPerson: 58_000, places: 2, privateRooms: 1, privateRoomSupplement: 12_000 })
        .expect(201)
    ).body as { id: number };
    const a = await booking();
    await quote(a.id, d.id, 2, { privateRooms: 1 }).expect(201);

    // Its open quote holds both places and the room: Full to others, both left for its next quote.
    const quoted = await opened(a.id);
    expect(quoted.departure).toMatchObject({ id: d.id, left: 0, forBooking: { held: 2, left: 2, roomsHeld: 1, privateRoomsLeft: 1 } });
    await quote(a.id, d.id, 2, { privateRooms: 1, pricePerPerson: 55_000 }).expect(201);

    // Another booking holds nothing there: Full to it, and its quote is refused.
    const w = await enquire(d.id, 2);
    expect(w.waitlisted).toBe(true);
    expect((await opened(w.id)).departure).toMatchObject({ left: 0, forBooking: { held: 0, left: 0, roomsHeld: 0, privateRoomsLeft: 0 } });
    expect((await quote(w.id, d.id, 1)).status).toBe(409);

    // The first cancels: the places are offered to the one in line, and held for it.
    await app.staff.post(apiPaths.bookingCancellation.href(a.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    const offered = await opened(w.id);
    expect(offered).toMatchObject({ waitlisted: true, placeFree: true });
    expect(offered.departure).toMatchObject({ left: 0, forBooking: { held: 2, left: 2, roomsHeld: 0, privateRoomsLeft: 1 } });
    await quote(w.id, d.id, 2, { privateRooms: 1 }).expect(201);
    expect((await opened(w.id)).departure).toMatchObject({ left: 0, forBooking: { held: 2, left: 2, roomsHeld: 1, privateRoomsLeft: 1 } });
  });

  it("when a booking names no departure, then there is none to hold", async () => {
    const b = await booking();
    expect((await opened(b.id)).departure).toBeNull();
  });
});
