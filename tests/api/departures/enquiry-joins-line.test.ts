import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { bookings } from "@shared/schema/bookings";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { sendEnquiry } from "../../../server/use-cases/send-enquiry";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { fullEnquiry } from "../../support/enquiry-body";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");
const MAIL = { staffAlertTo: ["team@example.com"], messageIdDomain: "example.com", ackCap: 10, ackDomainCap: 100 };
const options = (n: number) => ({ rateLimit: { key: `line:${n}`, windowMs: 3_600_000, limit: 10 }, mail: MAIL });

/**
 * An enquiry whose group does not fit its departure is stored and put in the line by one statement:
 * whatever happens after it is stored, it never stands outside the line it joined.
 */
describe.each(DB_KINDS)("an enquiry joining its departure's line on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  // One departure of the programme a month, each test its own.
  const addDeparture = async (places: number, month: number) =>
    (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme: "Just Me Time", startDate: `2027-0${month}-10`, endDate: `2027-0${month}-15`, pricePerPerson: 58_000, places }).expect(201)).body as { id: number };
  const enquiry = (departureId: number, groupSize: number, email: string) => insertBookingSchema.parse(fullEnquiry({ departureId, groupSize, email }));

  it("when the answer fails after the enquiry is stored, then the booking is already in line with its travellers", async () => {
    const d = await addDeparture(2, 5);
    // The place in line is read after the statement; here that read fails, as a lost connection would.
    const storage = { ...app.t.storage, departures: { ...app.t.storage.departures, waitlistPosition: () => Promise.reject(new Error("connection lost")) } };
    await expect(sendEnquiry(storage, enquiry(d.id, 3, "lost@example.com"), options(1), { timeZone: "Asia/Kolkata", clock: app.clock })).rejects.toThrow("connection lost");
    const [stored] = await app.db.select().from(bookings).where(eq(bookings.email, "lost@example.com"));
    expect(stored.departureId).toBe(d.id);
    expect(stored.waitlistedAt).toBeInstanceOf(Date);
    expect(stored.waitlistTravellers).toBe(3);
  });

  it("when eight enquiries for a full departure arrive at once, then each is stored in line and told a place of its own, 1 to 8", async () => {
    const d = await addDeparture(1, 6);
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendEnquiry(app.t.storage, enquiry(d.id, 2, `at-once-${i}@example.com`), options(100 + i), { timeZone: "Asia/Kolkata", clock: app.clock })),
    );
    const positions = sent.map((s) => (s.accepted ? s.departure.waitlistPosition : undefined));
    expect([...positions].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const rows = await app.db.select().from(bookings).where(eq(bookings.departureId, d.id));
    expect(rows.filter((r) => r.waitlistedAt !== null && r.waitlistTravellers === 2)).toHaveLength(8);
  });

  it("when the group fits, then it is stored outside the line and the answer says nothing of one", async () => {
    const d = await addDeparture(6, 7);
    const sent = await sendEnquiry(app.t.storage, enquiry(d.id, 2, "fits@example.com"), options(200), { timeZone: "Asia/Kolkata", clock: app.clock });
    expect(sent.accepted && sent.departure).toEqual({});
    const [stored] = await app.db.select().from(bookings).where(eq(bookings.email, "fits@example.com"));
    expect(stored).toMatchObject({ departureId: d.id, waitlistedAt: null, waitlistTravellers: null });
  });
});
