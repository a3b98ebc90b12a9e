import request from "supertest";
import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { apiPaths } from "@shared/api-paths";
import { SITE } from "@shared/site";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { useMoneyApp } from "../../support/money";
import { composeQuoteMail } from "../../../server/mail/money/quote-mails";
import { tripLinkKeyOf } from "../../../server/storage/money/trip-links";
import { TEST_DATA_KEY } from "../../support/test-app";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = new Date("2027-03-01T06:00:00Z");
const PUBLIC_URL = "https://innerlight.example";

/** The quote and confirmation e-mails name the trip by its programme, not by the enquiry's category. */
describe.each(DB_KINDS)("the programme in the quote e-mails on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { publicUrl: PUBLIC_URL, trustProxy: 1 });
  const ctx = { from: { name: SITE.name, address: SITE.email }, baseUrl: PUBLIC_URL, tripKey: tripLinkKeyOf(TEST_DATA_KEY), payment: {} };
  const texts = async (bookingId: number) => {
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)).orderBy(asc(mailOutbox.id));
    const out: Record<string, string> = {};
    for (const m of mails.filter((r) => r.kind === "quote" || r.kind === "trip-confirmation")) {
      out[m.kind] = String(composeQuoteMail((await app.t.storage.money.quoteMailContent(m.id, "2027-03-01"))!, m, ctx).text);
    }
    return out;
  };

  it("when the quote is on a departure, then the quote and the confirmation name the departure's programme", async () => {
    const d = (await app.staff.post(apiPaths.adminDepartures.href()).send({ programme: "Just Me Time", startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: 58_000, places: 8 }).expect(201)).body as { id: number };
    const b = (await seedBookings(app.t, [{ firstName: "Nila", hoursAgo: 2 }])).Nila;
    const quote = await app.staff.post(apiPaths.bookingQuotes.href(b.id)).send({ departureId: d.id, travellers: 2 }).expect(201);
    const url: string = quote.body.tripUrl;
    await request(app.t.app).post(apiPaths.tripAccept.href(url.slice(url.lastIndexOf("/") + 1))).set("X-Forwarded-For", "203.0.113.9").send({ quoteId: quote.body.id }).expect(200);
    const mails = await texts(b.id);
    expect(mails.quote).toContain("Here is your quote 1 for Just Me Time, 10 May 2027 to 15 May 2027 (5 nights)");
    expect(mails["trip-confirmation"]).toContain("Your booking " + b.reference + " for Just Me Time, 10 May 2027 to 15 May 2027 (5 nights) is confirmed.");
  });

  it("when the quote names no departure, then it names the programme the enquiry chose", async () => {
    const b = (await seedBookings(app.t, [{ firstName: "Ira", hoursAgo: 2, source: { sourceProgramme: "Purpose Path" } }])).Ira;
    await app.staff.post(apiPaths.bookingQuotes.href(b.id)).send({ startDate: "2027-06-01", endDate: "2027-06-06", travellers: 1, pricePerPerson: 40_000 }).expect(201);
    expect((await texts(b.id)).quote).toContain("Here is your quote 1 for Purpose Path, 1 June 2027 to 6 June 2027");
  });
});
