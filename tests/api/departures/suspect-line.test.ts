import request from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { bookings } from "@shared/schema/bookings";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");

type Row = { id: number; waitlisted: boolean; waitlistPosition: number | null };

/**
 * An enquiry kept apart as suspect holds no place in its departure's line, and is told what a real
 * visitor would be, so the trap is not given away. Released by Not spam, it joins the end of the
 * line as if it had just arrived, and its row shows where.
 */
describe.each(DB_KINDS)("a suspect enquiry for a full departure on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { trustProxy: 1, bookingRateLimit: 1000 });
  const enquire = (body: object) => request(app.t.app).post(apiPaths.enquiries.href()).set("X-Forwarded-For", "198.51.100.7").send(fullEnquiry(body));
  const addDeparture = async (programme: string, places: number) =>
    (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme, startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: 58_000, places }).expect(201)).body as { id: number };
  const line = async (departureId: number) =>
    ((await app.staff.get(apiPaths.departureBookings.href(departureId)).expect(200)).body as { id: number; stage: string; waitlistPosition: number | null }[])
      .filter((b) => b.stage === "waiting")
      .map((b) => [b.id, b.waitlistPosition]);
  const row = async (id: number) => ((await app.staff.get(apiPaths.bookings.href({ view: "waitlist" })).expect(200)).body as Row[]).find((r) => r.id === id);

  it("when it is held as suspect, then it holds no place in line; released, it joins the end of the line, its row showing its place", async () => {
    const d = await addDeparture("Just Me Time", 2);
    const first = await enquire({ departureId: d.id, groupSize: 3, email: "first@example.com" });
    const second = await enquire({ departureId: d.id, groupSize: 4, email: "second@example.com" });
    expect([first.body.waitlistPosition, second.body.waitlistPosition]).toEqual([1, 2]);

    // The hidden field filled: told it waits third, as a real visitor would be, but not in line.
    const suspect = await enquire({ departureId: d.id, groupSize: 3, email: "held@example.com", website: "http://spam.example" });
    expect(suspect.status).toBe(201);
    expect(suspect.body).toMatchObject({ waitlisted: true, waitlistPosition: 3 });
    expect(suspect.body.suspect).toBeUndefined();
    const [stored] = await app.db.select().from(bookings).where(eq(bookings.id, suspect.body.id));
    expect(stored).toMatchObject({ suspect: "honeypot", waitlistedAt: null });
    expect(await line(d.id)).toEqual([
      [first.body.id, 1],
      [second.body.id, 2],
    ]);

    // The next real visitor is third, not fourth.
    const third = await enquire({ departureId: d.id, groupSize: 5, email: "third@example.com" });
    expect(third.body).toMatchObject({ waitlisted: true, waitlistPosition: 3 });

    // Not spam: it joins the end, behind the visitor who came after it.
    const released = await app.staff.post(apiPaths.bookingNotSpam.href(suspect.body.id)).expect(200);
    expect(released.body).toMatchObject({ id: suspect.body.id, suspect: null, waitlisted: true, waitlistPosition: 4 });
    expect(await line(d.id)).toEqual([
      [first.body.id, 1],
      [second.body.id, 2],
      [third.body.id, 3],
      [suspect.body.id, 4],
    ]);
    expect(await row(suspect.body.id)).toMatchObject({ waitlisted: true, waitlistPosition: 4 });

    // Released twice, it keeps its place; the next visitor is fifth.
    await app.staff.post(apiPaths.bookingNotSpam.href(suspect.body.id)).expect(200);
    expect((await enquire({ departureId: d.id, groupSize: 3, email: "fifth@example.com" })).body.waitlistPosition).toBe(5);
    expect((await line(d.id)).find(([id]) => id === suspect.body.id)).toEqual([suspect.body.id, 4]);
  });

  it("when a suspect enquiry's group fits the departure, then it is released without joining any line", async () => {
    const d = await addDeparture("Purpose Path", 6);
    const suspect = await enquire({ departureId: d.id, groupSize: 2, email: "fits@example.com", website: "x" });
    expect(suspect.body.waitlisted).toBeUndefined();
    const released = await app.staff.post(apiPaths.bookingNotSpam.href(suspect.body.id)).expect(200);
    expect(released.body.waitlisted).toBeUndefined();
    expect(await line(d.id)).toEqual([]);
  });
});
