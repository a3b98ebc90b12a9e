import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { quotedTrips } from "../../support/quoted-trips";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

/**
 * A visitor whose acceptance lost the race for a departure's last places reloads their trip: the
 * trip says they wait in line, and Accept quote is not offered, until places free for their group.
 */
describe.each(DB_KINDS)("the trip of an acceptance that lost the race on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1 });
  const { quoted, accept, trip } = quotedTrips(app, "Racer");

  it("when two acceptances race for places that fit one group, then the loser's trip says it waits in line and is not acceptable; once places free for it, it is", async () => {
    const d = (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme: "Just Me Time", startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: 58_000, places: 5 }).expect(201)).body as { id: number };
    const [a, b] = [await quoted(d.id, 2), await quoted(d.id, 2)];
    expect(await trip(b)).toMatchObject({ acceptable: true, waitlist: null });
    // Fewer places than the two quotes were sent for: one group of two fits, with one place to spare.
    await app.staff.patch(apiPaths.adminDeparture.href(d.id)).send({ places: 3 }).expect(200);

    const answers = await Promise.all([accept(a), accept(b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [winner, loser] = answers[0].status === 200 ? [a, b] : [b, a];

    const lost = await trip(loser);
    expect(lost.quote).toMatchObject({ id: loser.quoteId, state: "open" });
    expect(lost.acceptable).toBe(false);
    expect(lost.waitlist).toEqual({ position: 1, placesLeft: 1, placeFree: false, placesOffered: null, offeredUntil: null, offeredUntilText: null });
    expect(lost.status).toBe("pending");
    expect(await trip(winner)).toMatchObject({ acceptable: false, waitlist: null, status: "confirmed" });

    // The winner cancels: the loser's group fits the places now free, and it may accept.
    await app.staff.post(apiPaths.bookingCancellation.href(winner.id)).send({ reason: "visitor", settlement: "refund" }).expect(200);
    const freed = await trip(loser);
    expect(freed.waitlist).toMatchObject({ position: 1, placeFree: true, placesOffered: expect.any(Number), offeredUntilText: expect.stringMatching(/ IST$/) });
    expect(freed.acceptable).toBe(true);
    expect((await accept(loser)).status).toBe(200);
    expect(await trip(loser)).toMatchObject({ acceptable: false, waitlist: null, status: "confirmed" });
  });
});
