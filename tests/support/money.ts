import { bookings, type Booking } from "@shared/schema/bookings";
import { instalments, quotes } from "@shared/schema/money";
import { addDays, buildSchedule, type Day, type Region } from "@shared/money";
import { eq } from "drizzle-orm";
import request from "supertest";
import { buildTestApp, useMade, type TestApp } from "./test-app";
import { appSignedIn } from "./staff";
import type { DbKind } from "./database";
import { deskClock, type DeskClock } from "./desk-clock";
import type { Db } from "../../server/db";
import { seedBookings } from "./seed-bookings";
import { refreshMoneyDues } from "../../server/storage/money/money-due-sql";

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
  await refreshMoneyDues(db, [booking.id]);
  const [confirmed] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  return { booking: confirmed, quoteId: quote.id };
}

/** A signed-in staff member's app on a fresh database, with the desk's clock held at `now`. */
export interface MoneyApp {
  t: TestApp;
  clock: DeskClock;
  staff: ReturnType<typeof request.agent>;
  db: Db;
}

/**
 * The money tests' set-up, for the tests of one `describe`: the app on a fresh database with its
 * admin signed in and the desk's clock held at `now`; `overrides` as buildTestApp takes them.
 */
export function useMoneyApp(kind: DbKind, now: Date, overrides: Parameters<typeof buildTestApp>[1] = {}): MoneyApp {
  return useMade(
    ["t", "clock", "staff", "db"],
    async () => {
      const clock = deskClock();
      clock.set(now);
      const { t, staff } = await appSignedIn(kind, { clock, ...overrides });
      return { t, clock, staff, db: t.db.database.db };
    },
    async ({ t, clock }) => {
      await t.close();
      clock.dispose();
    },
  );
}
