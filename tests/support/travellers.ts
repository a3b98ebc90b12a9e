import request from "supertest";
import { eq } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import type { MoneyApp } from "./money";
import { seedBookings } from "./seed-bookings";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027: the desk's today is 2027-03-01. */
export const TRAVELLERS_NOW = new Date("2027-03-01T06:00:00Z");

/** A trip from 1 to 6 June 2027: a passport must run until 6 December 2027. */
export const TRIP_DATES = { startDate: "2027-06-01", endDate: "2027-06-06" };

export const FULL_TRAVELLER = {
  fullName: "Anuradha Krishnan",
  dateOfBirth: "1988-04-12",
  nationality: "Indian",
  documentType: "passport",
  documentNumber: "Z7734821",
  documentExpiry: "2031-01-31",
  dietary: "Vegetarian",
  medical: "Asthma: carries an inhaler",
  emergencyName: "Ravi Krishnan",
  emergencyPhone: "98430 12345",
};

let seq = 0;

/** A booking whose quote the visitor accepted through the trip link: its id and the link's token. */
export async function acceptedTrip(app: MoneyApp, o: { travellers?: number; region?: "domestic" | "international"; startDate?: string; endDate?: string; accept?: boolean } = {}) {
  const { t, staff } = app;
  const name = `Traveller${++seq}`;
  const b = (await seedBookings(t, [{ firstName: name, hoursAgo: 2 }]))[name];
  await t.db.database.db.update(bookings).set({ country: "India" }).where(eq(bookings.id, b.id));
  const body = { startDate: o.startDate ?? TRIP_DATES.startDate, endDate: o.endDate ?? TRIP_DATES.endDate, travellers: o.travellers ?? 2, pricePerPerson: 40_000, region: o.region ?? "international" };
  const res = await staff.post(apiPaths.bookingQuotes.href(b.id)).send(body).expect(201);
  const url: string = res.body.tripUrl;
  const token = url.slice(url.lastIndexOf("/") + 1);
  if (o.accept !== false) await request(t.app).post(apiPaths.tripAccept.href(token)).send({ quoteId: res.body.id }).expect(200);
  return { booking: b, token, quoteId: res.body.id as number };
}
