import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import type { BookingDetail } from "@shared/api-types";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

describe.each(DB_KINDS)("the opened booking's departure on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000 });

  it("when a visitor wished for a private room, then the opened booking answers the wish and its departure's supplement, which the quote form prices the rooms from", async () => {
    const added = await app.staff
      .post(apiPaths.adminDepartures.href())
      .send({ programme: "Just Me Time", startDate: "2027-05-10", endDate: "2027-05-14", pricePerPerson: 58_000, places: 10, privateRooms: 2, privateRoomSupplement: 12_000 })
      .expect(201);
    const plain = await app.staff.post(apiPaths.adminDepartures.href()).send({ programme: "She Leads", startDate: "2027-05-10", endDate: "2027-05-14", pricePerPerson: 64_000, places: 10 }).expect(201);
    const enquire = async (departureId: number, email: string) =>
      (await request(app.t.app).post(apiPaths.enquiries.href()).set("X-Forwarded-For", "198.51.100.9").send(fullEnquiry({ departureId, groupSize: 2, privateRoomsWished: 1, email })).expect(201)).body.id as number;
    const opened = async (id: number) => (await app.staff.get(apiPaths.booking.href(id)).expect(200)).body as BookingDetail;

    const withRooms = await opened(await enquire(added.body.id, "rooms@example.com"));
    expect(withRooms.privateRoomsWished).toBe(1);
    expect(withRooms.departure).toMatchObject({ id: added.body.id, pricePerPerson: 58_000, privateRoomSupplement: 12_000 });
    // A departure without rooms: no wish kept, no supplement.
    const without = await opened(await enquire(plain.body.id, "plain@example.com"));
    expect(without.privateRoomsWished).toBeNull();
    expect(without.departure).toMatchObject({ id: plain.body.id, privateRoomSupplement: 0 });
  });
});
