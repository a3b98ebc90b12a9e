import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { tripAccess } from "../../../server/routes/trip-link/trip-link-access";
import { withTravellerDetails } from "../../../server/routes/travellers/trip-details-page";
import type { TravellerDetailsService } from "../../../server/travellers/traveller-details";
import type { TripBody } from "@shared/money/account-types";

const TOKEN = "A".repeat(32);
const req = { ip: "203.0.113.9", query: {} } as unknown as Request;
const clock = { now: () => new Date("2027-03-01T06:00:00Z") } as never;

/** A trip link's storage that counts how often a token is looked up. */
function counted() {
  const lookups: string[] = [];
  const storage = {
    money: {
      bookingOfTripToken: async (token: string) => (lookups.push(token), token === TOKEN ? 7 : undefined),
      readTrip: async (bookingId: number) => ({ reference: `ILJ-${bookingId}` }) as unknown as TripBody,
      acceptRefusal: async () => ({ error: "no-quote" }) as never,
    },
    rateLimits: { hitRateLimit: async () => ({ hits: 1, resetAt: new Date() }) },
  };
  const access = tripAccess(storage as never, { timeZone: "Asia/Kolkata", clock, payment: {} as never, messageIdDomain: "example.com", staffAlertTo: [] });
  return { access, lookups };
}

describe("the trip link's access", () => {
  it("when the trip page is viewed with its traveller details, then the token is looked up once and the details are the booking's it opened", async () => {
    const { access, lookups } = counted();
    const viewed: number[] = [];
    const details = { pageView: async (bookingId: number) => (viewed.push(bookingId), { travellers: [] }) } as unknown as TravellerDetailsService;
    const page = withTravellerDetails(access, details, { timeZone: "Asia/Kolkata", clock });
    const outcome = await page.read(req, TOKEN);
    expect(outcome).toMatchObject({ status: 200, bookingId: 7, trip: { reference: "ILJ-7", travellerDetails: { travellers: [] } } });
    expect(lookups).toEqual([TOKEN]);
    expect(viewed).toEqual([7]);
  });

  it("when the token opens nothing, then the page is refused without asking for any traveller's details", async () => {
    const { access, lookups } = counted();
    const details = { pageView: async () => expect.unreachable("no details for an unknown link") } as unknown as TravellerDetailsService;
    const outcome = await withTravellerDetails(access, details, { timeZone: "Asia/Kolkata", clock }).read(req, "B".repeat(32));
    expect(outcome).toMatchObject({ status: 404 });
    expect(lookups).toHaveLength(1);
  });
});
