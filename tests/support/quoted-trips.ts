import request from "supertest";
import { apiPaths } from "@shared/api-paths";
import type { TripBody } from "@shared/money/account-types";
import { seedBookings } from "./seed-bookings";
import type { MoneyApp } from "./money";

/** A booking with a quote sent: its id, its trip link's token and the quote's id. */
export interface QuotedTrip {
  id: number;
  token: string;
  quoteId: number;
}

/**
 * The visitors' side of quotes in the API tests: bookings seeded with a quote sent for `travellers`
 * on a departure (named `prefix` and a number), Accept quote pressed on the trip link, and the trip
 * as its page reads it. Every request comes from one visitor address behind the trusted proxy.
 */
export function quotedTrips(app: MoneyApp, prefix = "Guest") {
  let seq = 0;
  return {
    async quoted(departureId: number, travellers = 1): Promise<QuotedTrip> {
      const name = `${prefix}${++seq}`;
      const b = (await seedBookings(app.t, [{ firstName: name, hoursAgo: 2 }]))[name];
      const res = await app.staff.post(apiPaths.bookingQuotes.href(b.id)).send({ departureId, travellers }).expect(201);
      const url: string = res.body.tripUrl;
      return { id: b.id, token: url.slice(url.lastIndexOf("/") + 1), quoteId: res.body.id as number };
    },
    accept: (q: Pick<QuotedTrip, "token" | "quoteId">) => request(app.t.app).post(apiPaths.tripAccept.href(q.token)).set("X-Forwarded-For", "203.0.113.9").send({ quoteId: q.quoteId }),
    trip: async (q: Pick<QuotedTrip, "token">) => (await request(app.t.app).get(apiPaths.trip.href(q.token)).set("X-Forwarded-For", "203.0.113.9").expect(200)).body as TripBody,
  };
}
