import { bookings, type Booking } from "@shared/schema";
import { instalments, quotes } from "@shared/money-tables";
import { addDays, buildSchedule, type Day, type Region } from "@shared/money";
import { eq } from "drizzle-orm";
import type { TestApp } from "./test-app";
import { seedBookings } from "./seed-bookings";

export interface AcceptedTrip {
  firstName: string;
  total: number;
  startDate: Day;
  /** The day the quote was accepted: the deposit is due then. */
  acceptedOn: Day;
  region?: Region;
  travellers?: number;
  assigneeId?: number | null;
}

/**
 * A confirmed booking whose quote was accepted on `acceptedOn`, with the schedule acceptance fixes
 * (buildSchedule, the same rule) stored as its instalments, as the quote helper's acceptance stores it.
 */
export async function acceptedBooking(t: TestApp, trip: AcceptedTrip): Promise<{ booking: Booking; quoteId: number }> {
  const seeded = await seedBookings(t, [{ firstName: trip.firstName, hoursAgo: 48, answered: true, status: "confirmed", assigneeId: trip.assigneeId ?? null }]);
  const booking = seeded[trip.firstName];
  const db = t.db.database.db;
  const region = trip.region ?? "domestic";
  const travellers = trip.travellers ?? 1;
  const schedule = buildSchedule({ total: trip.total, region, startDate: trip.startDate, asOf: trip.acceptedOn, accepted: true });
  const [quote] = await db
    .insert(quotes)
    .values({
      bookingId: booking.id,
      number: 1,
      startDate: trip.startDate,
      endDate: addDays(trip.startDate, 5),
      travellers,
      pricePerPerson: Math.max(1, Math.round(trip.total / travellers)),
      region,
      base: trip.total,
      discounts: [],
      extras: [],
      total: trip.total,
      validUntil: addDays(trip.acceptedOn, 7),
      state: "accepted",
      createdBy: "staff",
      acceptedAt: new Date(`${trip.acceptedOn}T06:00:00Z`),
    })
    .returning();
  await db.insert(instalments).values(
    schedule.map((s) => ({ bookingId: booking.id, quoteId: quote.id, kind: "schedule", label: s.label, percent: s.percent, amount: s.amount, dueDate: s.dueDate!, createdBy: "staff" })),
  );
  const [confirmed] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  return { booking: confirmed, quoteId: quote.id };
}
