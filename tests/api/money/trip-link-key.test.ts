import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { tripLinks } from "@shared/schema/money";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { TEST_DATA_KEY } from "../../support/test-app";
import { hashTripToken, openTripToken, resealTripLinks, sealTripToken, tripLinkKey, tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { apiPaths } from "@shared/api-paths";

const NOW = new Date("2027-03-01T06:00:00Z");
const SESSION_SECRET = "test-secret-test-secret-test-secret-1234";

describe.each(DB_KINDS)("the trip link's sealing key on %s", (kind) => {
  const { t, staff, db } = useMoneyApp(kind, NOW, { publicUrl: "https://innerlight.example" });

  it("when a quote makes a trip link, then its sealed copy opens with the key from DATA_KEY_FILE and with nothing the database or its backups hold", async () => {
    const { Nila: booking } = await seedBookings(t, [{ firstName: "Nila", hoursAgo: 2 }]);
    await t.storage.settings.ensureSetting("session_secret", () => SESSION_SECRET);
    const res = await staff.post(apiPaths.bookingQuotes.href(booking.id)).send({ startDate: "2027-06-01", endDate: "2027-06-05", travellers: 1, pricePerPerson: 10_000 }).expect(201);
    const token = String(res.body.tripUrl).split("/").pop()!;
    const [link] = await db.select().from(tripLinks).where(eq(tripLinks.bookingId, booking.id));
    expect(openTripToken(link.tokenSealed, tripLinkKeyOf(TEST_DATA_KEY))).toBe(token);
    const settings = ((await db.execute(sql`select value from app_settings`)) as unknown as { rows: { value: string }[] }).rows.map((r) => r.value);
    for (const secret of [SESSION_SECRET, ...settings]) expect(openTripToken(link.tokenSealed, tripLinkKey(secret)), secret.slice(0, 8)).toBeNull();
  });

  it("when the server starts on links sealed with the session secret, then each is sealed again with the data key and the visitor's link still works", async () => {
    const { Oviya: booking } = await seedBookings(t, [{ firstName: "Oviya", hoursAgo: 2 }]);
    const token = "A".repeat(16) + "b".repeat(16);
    const old = tripLinkKey(SESSION_SECRET);
    await db.insert(tripLinks).values({ bookingId: booking.id, tokenHash: hashTripToken(token), tokenSealed: sealTripToken(token, old) });
    expect(await resealTripLinks(db, old, tripLinkKeyOf(TEST_DATA_KEY))).toBe(1);
    const [link] = await db.select().from(tripLinks).where(eq(tripLinks.bookingId, booking.id));
    expect(openTripToken(link.tokenSealed, old)).toBeNull();
    expect(openTripToken(link.tokenSealed, tripLinkKeyOf(TEST_DATA_KEY))).toBe(token);
    expect(await resealTripLinks(db, old, tripLinkKeyOf(TEST_DATA_KEY))).toBe(0);
    expect((await staff.get(apiPaths.trip.href(token))).status).toBe(200);
  });
});
