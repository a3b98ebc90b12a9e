import { describe, expect, it } from "vitest";
import { enquiry, postEnquiry, type RunningServer } from "../../support/server-process";
import { useDeskProcesses } from "../../support/desk-processes";
import { waitFor } from "../../support/smtp";
import { moreRounds } from "../../support/desk-rounds";
import { seedAcceptedBooking } from "../../support/accepted-sql";
import { zonedTime } from "@shared/desk-clock";
import { apiPaths } from "@shared/api-paths";

const ZONE = "Asia/Kolkata";
const PUBLIC_URL = "https://desk.innerlight.test";
const STAFF = { ADMIN_USERNAME: "asha", ADMIN_PASSWORD: "a-long-password-for-the-desk" };

/** A staff member's session on one server: signed in with the site's Origin, as the desk does. */
async function signIn(url: string): Promise<(path: string, method: string, body: unknown) => Promise<number>> {
  const res = await fetch(`${url}${apiPaths.login.href()}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL },
    body: JSON.stringify({ username: STAFF.ADMIN_USERNAME, password: STAFF.ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return async (path, method, body) =>
    (await fetch(`${url}${path}`, { method, headers: { "content-type": "application/json", origin: PUBLIC_URL, cookie }, body: JSON.stringify(body) })).status;
}

/**
 * Two production servers on one PostgreSQL database free places on one departure at the same
 * moment: one cancels the accepted booking that held them, the other raises the places. The first
 * waiting booking that fits is offered the places and e-mailed once, and the next rounds and a
 * restart send no more.
 */
describe("the waiting list with two server processes", () => {
  const desk = useDeskProcesses(ZONE, () => zonedTime("2027-03-01", "10:00", ZONE));
  let servers: RunningServer[] = [];

  const told = () => desk.smtp.received.filter((m) => m.subject?.startsWith("A place is held for you"));

  it("when both processes free places at once, then the first waiting booking that fits gets exactly one e-mail", async () => {
    const first = await desk.start(STAFF);
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(((await postEnquiry(first.url, enquiry(i))).body as { id: number }).id);
    await first.stop();
    const [holder, firstInLine, second] = ids;
    const dep = await desk.client.query(
      `insert into departures (programme, start_date, end_date, price_per_person, places, created_by) values ('Just Me Time', '2027-05-10', '2027-05-15', 50000, 2, 'staff') returning id`,
    );
    const departureId = dep.rows[0].id as number;
    // The holder's accepted quote takes both places; two bookings wait in line for two places each.
    await seedAcceptedBooking(desk.client, holder, {
      total: 100_000,
      startDate: "2027-05-10",
      acceptedOn: "2027-02-13",
      travellers: 2,
      departureId,
      schedule: [
        { label: "Deposit", percent: 30, amount: 30_000, dueDate: "2027-02-13" },
        { label: "Balance", percent: 70, amount: 70_000, dueDate: "2027-04-10" },
      ],
    });
    await desk.client.query(
      "update bookings set departure_id = $2, waitlisted_at = now() - interval '2 hours', waitlist_travellers = 2 where id = $1",
      [firstInLine, departureId],
    );
    await desk.client.query("update bookings set departure_id = $2, waitlisted_at = now() - interval '1 hour', waitlist_travellers = 2 where id = $1", [second, departureId]);

    servers = await Promise.all([desk.start(STAFF), desk.start(STAFF)]);
    const [a, b] = await Promise.all(servers.map((s) => signIn(s.url)));
    const [cancelled, raised] = await Promise.all([
      a(apiPaths.bookingCancellation.href(holder), "POST", { reason: "visitor", settlement: "refund" }),
      b(apiPaths.adminDeparture.href(departureId), "PATCH", { places: 3 }),
    ]);
    expect([cancelled, raised]).toEqual([200, 200]);
    await waitFor("the place-free e-mail", () => told().length >= 1, 45_000, 100);
    await moreRounds(servers);
    await Promise.all(servers.map((s) => s.stop()));
    servers = await Promise.all([desk.start(STAFF), desk.start(STAFF)]);
    await moreRounds(servers);

    const got = told();
    expect(got).toHaveLength(1);
    expect(JSON.stringify(got[0].to)).toContain("load.2@example.com");
    expect(got[0].subject).toBe("A place is held for you: Just Me Time, 10–15 May 2027");
    // One offer, to the first in line, still open: the places are held for them alone.
    expect((await desk.client.query("select booking_id, ended_at from waitlist_offers")).rows).toEqual([{ booking_id: firstInLine, ended_at: null }]);
  }, 240_000);
});
