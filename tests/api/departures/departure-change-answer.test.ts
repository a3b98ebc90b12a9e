import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

/**
 * A change of a departure answers the departure as it now stands, counted once under its lock: the
 * offers the change made (or withdrew) are in `held` and `left`, as the desk's list then reads them.
 */
describe.each(DB_KINDS)("a departure's change answered on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000 });
  const enquire = (body: object) => request(app.t.app).post(apiPaths.enquiries.href()).set("X-Forwarded-For", "198.51.100.9").send(fullEnquiry(body)).expect(201);
  const listed = async (id: number) => ((await app.staff.get(apiPaths.adminDeparture.href(id)).expect(200)).body as Record<string, unknown>);

  it("when more places free some for the line, then the answer holds them for the offers made; closing withdraws them and the answer frees them", async () => {
    const d = (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme: "Just Me Time", startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: 58_000, places: 1 }).expect(201)).body as { id: number };
    await enquire({ departureId: d.id, groupSize: 2, email: "two@example.com" });
    await enquire({ departureId: d.id, groupSize: 3, email: "three@example.com" });

    const raised = (await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 4 }).expect(200)).body;
    // Four free: the first in line (2) is offered, then the next who fits the rest (3 > 2) is not.
    expect(raised).toMatchObject({ places: 4, taken: 0, held: 2, left: 2, waiting: 2 });
    expect(await listed(d.id)).toMatchObject({ places: 4, taken: 0, held: 2, left: 2, waiting: 2 });

    const closed = (await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ status: "closed" }).expect(200)).body;
    expect(closed).toMatchObject({ status: "closed", held: 0, left: 4, waiting: 2 });
    expect(await listed(d.id)).toMatchObject({ status: "closed", held: 0, left: 4, waiting: 2 });
  });
});
