import request from "supertest";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookings } from "@shared/schema/bookings";
import { departures } from "@shared/schema/departures";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { addStaff, signedIn } from "../../support/staff";
import { acceptedTrip, FULL_TRAVELLER, TRAVELLERS_NOW } from "../../support/travellers";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("a departure's manifest on %s", (kind) => {
  const app = useMoneyApp(kind, TRAVELLERS_NOW);
  const db = () => app.t.db.database.db;

  let day = 0;
  async function departureWithTravellers() {
    const [departure] = await db()
      .insert(departures)
      .values({ programme: "Sapphic Soul Journey", startDate: `2027-06-0${++day}`, endDate: "2027-06-06", pricePerPerson: 40_000, places: 12, createdBy: "staff" })
      .returning();
    const first = await acceptedTrip(app, { travellers: 2 });
    const other = await acceptedTrip(app, { travellers: 1 });
    const elsewhere = await acceptedTrip(app, { travellers: 1 });
    await db().update(bookings).set({ departureId: departure.id }).where(eq(bookings.id, first.booking.id));
    await db().update(bookings).set({ departureId: departure.id }).where(eq(bookings.id, other.booking.id));
    await request(app.t.app).put(apiPaths.tripTraveller.href(first.token, 1)).send(FULL_TRAVELLER).expect(200);
    await request(app.t.app).put(apiPaths.tripInsurance.href(first.token)).send({ insurer: "Tata AIG", policyNumber: "TA-1" }).expect(200);
    await request(app.t.app).put(apiPaths.tripTraveller.href(elsewhere.token, 1)).send({ ...FULL_TRAVELLER, documentNumber: "Q9990001" }).expect(200);
    return { departure, first, other };
  }

  it("when an admin downloads it, then each traveller of its accepted bookings is a row with the document number opened, and it is audited without details", async () => {
    const { departure, first, other } = await departureWithTravellers();
    const res = await app.staff.get(apiPaths.departureManifest.href(departure.id)).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["cache-control"]).toMatch(/no-store/);
    const rows = res.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(rows[0]).toMatch(/^Booking,Traveller,Full name,Date of birth,Nationality,Document type,Document number/);
    expect(rows.slice(1).map((r) => r.split(",").slice(0, 3))).toEqual([
      [first.booking.reference, "1", "Anuradha Krishnan"],
      [first.booking.reference, "2", ""],
      [other.booking.reference, "1", ""],
    ]);
    expect(rows[1]).toContain("Z7734821");
    expect(rows[1]).toContain("Tata AIG");
    expect(res.text).not.toContain("Q9990001");
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, "manifest-export"), eq(auditLog.target, `departure ${departure.id}`)));
    expect(entry.detail).toEqual({ departure: departure.id, travellers: 3 });
  });

  it("when an agent or nobody asks, or the departure is unknown, then 403, 401 and 404, and nothing is audited", async () => {
    const { departure } = await departureWithTravellers();
    const agent = await signedIn(app.t, await addStaff(app.t, `agent-m${departure.id}`));
    await agent.get(apiPaths.departureManifest.href(departure.id)).expect(403);
    await request(app.t.app).get(apiPaths.departureManifest.href(departure.id)).expect(401);
    await app.staff.get(apiPaths.departureManifest.href(999999)).expect(404);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, "manifest-export"), eq(auditLog.target, `departure ${departure.id}`)))).toEqual([]);
  });
});
