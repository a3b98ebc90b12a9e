import request from "supertest";
import { describe, expect, it } from "vitest";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { acceptedTrip, FULL_TRAVELLER, TRAVELLERS_NOW } from "../../support/travellers";
import { apiPaths } from "@shared/api-paths";

type Row = { id: number; details: { complete: number; total: number } | null };

describe.each(DB_KINDS)("the Details missing view on %s", (kind) => {
  const app = useMoneyApp(kind, TRAVELLERS_NOW);
  const fill = async (token: string, travellers: number, insured: boolean) => {
    for (let n = 1; n <= travellers; n++) await request(app.t.app).put(apiPaths.tripTraveller.href(token, n)).send(FULL_TRAVELLER).expect(200);
    if (insured) await request(app.t.app).put(apiPaths.tripInsurance.href(token)).send({ insurer: "Tata AIG", policyNumber: "TA-1" }).expect(200);
  };
  const trip = (startDate: string, endDate: string) => acceptedTrip(app, { startDate, endDate, travellers: 2 });

  it("when accepted trips start within 45 days lacking a traveller or insurance, then they are listed earliest first, paged, counted and marked Details N of M", async () => {
    const april = await trip("2027-04-01", "2027-04-06");
    const soonest = await trip("2027-03-20", "2027-03-25");
    await fill(soonest.token, 1, true);
    const done = await trip("2027-03-25", "2027-03-30");
    await fill(done.token, 2, true);
    const uninsured = await trip("2027-03-28", "2027-04-02");
    await fill(uninsured.token, 2, false);
    const later = await trip("2027-05-01", "2027-05-06");
    const cancelled = await trip("2027-03-22", "2027-03-27");
    await app.staff.post(apiPaths.bookingCancellation.href(cancelled.booking.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    const open = await acceptedTrip(app, { startDate: "2027-03-21", endDate: "2027-03-26", accept: false });

    const seen: number[] = [];
    let url: string | undefined = apiPaths.bookings.href({ view: "details-missing", limit: 2 });
    while (url) {
      const res: request.Response = await app.staff.get(url).expect(200);
      expect(res.headers["x-total-count"]).toBe("3");
      seen.push(...(res.body as Row[]).map((r) => r.id));
      url = /<([^>]+)>; rel="next"/.exec(res.headers["link"] ?? "")?.[1];
    }
    expect(seen).toEqual([soonest.booking.id, uninsured.booking.id, april.booking.id]);
    for (const b of [done, later, cancelled, open]) expect(seen).not.toContain(b.booking.id);

    const summary = await app.staff.get(apiPaths.bookingSummary.href()).expect(200);
    expect(summary.body.views["details-missing"]).toBe(3);

    const rows = (await app.staff.get(apiPaths.bookings.href({ limit: 100 })).expect(200)).body as Row[];
    const row = (id: number) => rows.find((r) => r.id === id)!;
    expect(row(soonest.booking.id).details).toEqual({ complete: 1, total: 2 });
    expect(row(done.booking.id).details).toEqual({ complete: 2, total: 2 });
    expect(row(april.booking.id).details).toEqual({ complete: 0, total: 2 });
    expect(row(open.booking.id).details).toBeNull();
  });
});
