import { eq } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { type BookingStatus } from "@shared/booking-status";
import { daysBetween, refundTiersFrom, type Day } from "@shared/money";
import type { TripBody } from "@shared/money/account-types";
import type { Db } from "../../db";
import { readAccount } from "./account";
import { bookingOfTripToken } from "./trip-links";
import { tripWaitlist } from "./trip-waitlist";

/**
 * What the visitor's trip page shows (`GET /api/trip/:token`, docs/http-api.md): this booking's trip and
 * nothing else. No e-mail, phone or last name; payments without staff names, notes or references.
 * How to pay it is added above storage (server/trip/trip-payment.ts). Undefined for no such booking,
 * or one whose personal data was erased.
 */
export async function readTrip(db: Db, bookingId: number, today: Day): Promise<Omit<TripBody, "paymentInstructions" | "upi"> | undefined> {
  const [booking] = await db
    .select({ reference: bookings.reference, firstName: bookings.firstName, tripCategory: bookings.tripCategory, programme: bookings.sourceProgramme, status: bookings.status, erasedAt: bookings.erasedAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const account = booking && !booking.erasedAt ? await readAccount(db, bookingId, today) : undefined;
  if (!booking || !account) return undefined;
  const quote = account.accepted ?? account.quotes[account.quotes.length - 1] ?? null;
  const status = booking.status as BookingStatus;
  const nextDue = account.nextDue;
  // The trip's dates now: a date change moves them from the accepted quote's.
  const dates = account.dates ?? (quote ? { startDate: quote.startDate, endDate: quote.endDate } : null);
  const waitlist = status === "cancelled" ? null : await tripWaitlist(db, bookingId, today);
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
    // An acceptance that lost the race left the quote open and the booking in line: pressing again waits for a place.
    acceptable: quote?.state === "open" && status !== "cancelled" && (!waitlist || waitlist.placeFree),
  };
}

/** The visitor's trip page: the booking its link opens, and what the page shows of it. */
export function tripStorage(db: Db) {
  return {
    bookingOfTripToken: (token: string) => bookingOfTripToken(db, token),
    readTrip: (bookingId: number, today: Day) => readTrip(db, bookingId, today),
  };
}
