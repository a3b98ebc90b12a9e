import { desc, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { bookings } from "@shared/schema/bookings";
import { type BookingStatus } from "@shared/booking-status";
import { dateChanges } from "@shared/schema/money";
import { refundTiers, type Day } from "@shared/money";
import type { TripBody, TripUpi } from "@shared/money/account-types";
import { SITE } from "@shared/site";
import type { Db } from "../../db";
import type { PaymentConfig } from "../../config";
import { readAccount } from "./account";

/**
 * The UPI payment of `amount` to the company (NPCI's `upi://pay`), the booking's reference as its
 * note, with its QR code drawn here as inline SVG: the page needs no script and no other request.
 */
async function upiFor(upiId: string, amount: number, reference: string): Promise<TripUpi> {
  const query = [`pa=${encodeURIComponent(upiId)}`, `pn=${encodeURIComponent(SITE.name)}`, `am=${amount}`, "cu=INR", `tn=${encodeURIComponent(reference)}`].join("&");
  const link = `upi://pay?${query}`;
  const qrSvg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { id: upiId, link, qrSvg };
}

/** The trip's start as it is now: the last date change's, else the quote's. */
async function currentStart(db: Db, bookingId: number, quoteStart: Day): Promise<Day> {
  const [moved] = await db.select({ toStart: dateChanges.toStart }).from(dateChanges).where(eq(dateChanges.bookingId, bookingId)).orderBy(desc(dateChanges.id)).limit(1);
  return moved?.toStart ?? quoteStart;
}

/**
 * What the visitor's trip page shows (CONTRACT `GET /api/trip/:token`): this booking's trip and
 * nothing else. No e-mail, phone or last name; payments without staff names, notes or references.
 * Undefined for no such booking, or one whose personal data was erased.
 */
export async function readTrip(db: Db, bookingId: number, today: Day, payment: PaymentConfig): Promise<TripBody | undefined> {
  const [booking] = await db
    .select({ reference: bookings.reference, firstName: bookings.firstName, tripCategory: bookings.tripCategory, programme: bookings.sourceProgramme, status: bookings.status, erasedAt: bookings.erasedAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const account = booking && !booking.erasedAt ? await readAccount(db, bookingId, today) : undefined;
  if (!booking || !account) return undefined;
  const quote = account.accepted ?? account.quotes[account.quotes.length - 1] ?? null;
  const status = booking.status as BookingStatus;
  const nextDue = status === "cancelled" ? null : (account.schedule.find((s) => s.state !== "paid") ?? null);
  const due = nextDue ? nextDue.amount - nextDue.paid : 0;
  return {
    reference: booking.reference,
    firstName: booking.firstName,
    tripCategory: booking.tripCategory,
    programme: booking.programme,
    status,
    quote,
    schedule: account.schedule,
    payments: account.payments.filter((p) => !p.voided).map((p) => ({ amount: p.amount, receivedOn: p.receivedOn, method: p.method, receipt: p.id })),
    total: account.total,
    paid: account.paid,
    balance: account.balance,
    nextDue,
    refundTiers: quote ? refundTiers(quote.region, await currentStart(db, bookingId, quote.startDate)) : [],
    cancellation: account.cancellation,
    paymentInstructions: payment.instructions ?? null,
    upi: payment.upiId && due > 0 ? await upiFor(payment.upiId, due, booking.reference) : null,
  };
}
