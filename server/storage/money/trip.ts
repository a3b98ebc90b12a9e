import { inArray, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { type BookingStatus } from "@shared/booking-status";
import { daysBetween, refundTiersFrom, type Day } from "@shared/money";
import type { Account, TripBody, TripWaitlist } from "@shared/money/account-types";
import type { Db } from "../../db";
import { readAccounts } from "./account";
import { readTogether } from "../read-together";
import { bookingsOfTripTokens } from "./trip-links";
import { tripWaitlists } from "./trip-waitlist";
import { offerLapsedSql } from "../departures/held-sql";

type Trip = Omit<TripBody, "paymentInstructions" | "upi">;

/**
 * What the visitor's trip page shows (`GET /api/trip/:token`, docs/http-api.md), for each booking
 * asked, in one read of each table: the booking's trip and nothing else. No e-mail, phone or last
 * name; payments without staff names, notes or references. How to pay it is added above storage
 * (server/trip/trip-payment.ts). Left out: no such booking, or one whose personal data was erased.
 */
export async function readTrips(db: Db, bookingIds: number[], today: Day): Promise<Map<number, Trip>> {
  const read = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      tripCategory: bookings.tripCategory,
      programme: bookings.sourceProgramme,
      status: bookings.status,
      erasedAt: bookings.erasedAt,
      waitlistedAt: bookings.waitlistedAt,
      offerLapsed: sql<boolean>`coalesce(${offerLapsedSql("bookings")}, false)`,
    })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds))
    .execute();
  // The line is read only for bookings marked in one (tripWaitlists judges the rest), beside the
  // accounts: its counts are the dearest read of a trip, and a burst of acceptances reads back none.
  const waiting = read.then((rows) => rows.filter((b) => b.waitlistedAt !== null).map((b) => b.id));
  const [bookingRows, accounts, waitlists] = await Promise.all([
    read,
    readAccounts(db, bookingIds, today),
    waiting.then((ids) => (ids.length === 0 ? new Map<number, TripWaitlist>() : tripWaitlists(db, ids, today))),
  ]);
  const out = new Map<number, Trip>();
  for (const booking of bookingRows) {
    const account = accounts.get(booking.id);
    if (!booking.erasedAt && account) out.set(booking.id, tripOf(booking, account, booking.status === "cancelled" ? null : (waitlists.get(booking.id) ?? null), today));
  }
  return out;
}

/** One booking's trip from its row, its account and its place in line. */
function tripOf(
  booking: { reference: string; firstName: string; tripCategory: string; programme: string | null; status: string; offerLapsed: boolean },
  account: Account,
  waitlist: TripWaitlist | null,
  today: Day,
): Trip {
  const quote = account.accepted ?? account.quotes[account.quotes.length - 1] ?? null;
  const status = booking.status as BookingStatus;
  const nextDue = account.nextDue;
  // The trip's dates now: a date change moves them from the accepted quote's.
  const dates = account.dates ?? (quote ? { startDate: quote.startDate, endDate: quote.endDate } : null);
  return {
    reference: booking.reference,
    firstName: booking.firstName,
    tripCategory: booking.tripCategory,
    programme: booking.programme,
    status,
    quote,
    dates: dates && { startDate: dates.startDate, endDate: dates.endDate, nights: daysBetween(dates.startDate, dates.endDate) },
    schedule: account.schedule,
    payments: account.payments.filter((p) => !p.voided).map((p) => ({ amount: p.amount, receivedOn: p.receivedOn, method: p.method, receipt: p.id })),
    lines: account.lines,
    totalToPay: account.totalToPay,
    total: account.total,
    paid: account.paid,
    balance: account.balance,
    owedToVisitor: account.owedToVisitor,
    nextDue,
    refundTiers: quote && dates ? refundTiersFrom(quote.region, dates.startDate, today) : [],
    cancellation: account.cancellation,
    waitlist,
    offerLapsed: status !== "cancelled" && Boolean(booking.offerLapsed),
    // An acceptance that lost the race left the quote open and the booking in line: pressing again waits for a place.
    acceptable: quote?.state === "open" && status !== "cancelled" && (!waitlist || waitlist.placeFree),
  };
}

/** The visitor's trip page: the booking its link opens, and what the page shows of it. */
export function tripStorage(db: Db) {
  // Reads of one desk day at a time; a new day's replaces the last's.
  let day: { today: Day; read: (bookingId: number) => Promise<Trip | undefined> } | undefined;
  const tripsTogether = (today: Day) => {
    if (day?.today !== today) day = { today, read: readTogether((ids: number[]) => readTrips(db, ids, today)) };
    return day.read;
  };
  return {
    bookingOfTripToken: readTogether((tokens: string[]) => bookingsOfTripTokens(db, tokens)),
    readTrip: (bookingId: number, today: Day) => tripsTogether(today)(bookingId),
  };
}
