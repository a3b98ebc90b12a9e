import { eq } from "drizzle-orm";
import { bookings, type Booking } from "@shared/schema/bookings";
import type { PaymentMailKind } from "@shared/money/payment-mail-kinds";
import type { Day } from "@shared/money";
import type { Db } from "../db";
import type { Clock } from "../core/clock";
import { lockBookingForPlaces } from "./departures/places";
import { afterTurns, inDepartureQueue, inTurns, onItsWay, type Settled } from "./departures/departure-queue";
import { readBookingMoney, type BookingMoney } from "./money/booking-money";
import { queuePaymentMail, recordMoneyChange, type MoneyActor } from "./money/money-record";
import { acceptanceWrites } from "./money/quote-acceptance";
import { dateChangeWrites } from "./money/date-changes";
import { cancellationWrites, currentDates } from "./money/cancellations";
import { offerWrites } from "./departures/offer-rounds";
import { quoteWrites } from "./money/quote-queries";

/** The writes every change of a booking's places and money shares, inside its transaction. */
function bookingWrites(tx: Db, clock: Clock) {
  return {
    /** The one lock order of changes of places: the departures (the booking's and `others`), then the booking (places.ts). */
    lockBooking: (bookingId: number, others: (number | null | undefined)[] = [], departureRead?: number | null) => lockBookingForPlaces(tx, bookingId, others, departureRead),
    /** The booking's money as it is now, its row held to the commit. */
    readMoney: (bookingId: number, today: Day): Promise<BookingMoney | undefined> => readBookingMoney(tx, bookingId, today, true),
    currentDates: (money: BookingMoney) => currentDates(tx, money),
    /** The timeline, the audit log and what the money views page on (money-record.ts). */
    record: (bookingId: number, by: MoneyActor, entry: Parameters<typeof recordMoneyChange>[4]) => recordMoneyChange(tx, clock, bookingId, by, entry),
    queuePaymentMail: (booking: Pick<Booking, "id" | "reference" | "email">, kind: PaymentMailKind, data: Record<string, unknown>, domain: string) => queuePaymentMail(tx, booking, kind, data, domain),
  };
}

function changeWrites(tx: Db, clock: Clock, offerHours: number) {
  return { ...bookingWrites(tx, clock), ...acceptanceWrites(tx, clock, offerHours), ...dateChangeWrites(tx, clock, offerHours), ...cancellationWrites(tx, clock, offerHours), ...offerWrites(tx, clock, offerHours), ...quoteWrites(tx, clock, offerHours) };
}

export type PlacesChangeWrites = ReturnType<typeof changeWrites>;

/**
 * A change of places (and the money that goes with them) made by a use-case of server/use-cases/:
 * sending a quote, accepting it, changing dates, cancelling, offering freed places. The read that says which
 * departures to queue behind, and one transaction for the change.
 */
export function placesChangeStorage(db: Db, clock: Clock, offerHours: number) {
  const inPlacesChange = <T>(departures: (number | null | undefined)[], work: (writes: PlacesChangeWrites) => Promise<T>): Promise<T> =>
    inDepartureQueue(departures, () => db.transaction((tx) => work(changeWrites(tx, clock, offerHours))));
  return {
    /** The departure a booking is on now (null for none, undefined for no such booking): the queue its change waits in. */
    async departureOfBooking(bookingId: number): Promise<number | null | undefined> {
      const [row] = await db.select({ departureId: bookings.departureId }).from(bookings).where(eq(bookings.id, bookingId));
      return row?.departureId;
    },
    /**
     * One transaction for a change, queued behind the others on its departures (departure-queue.ts)
     * so a burst doesn't hold every connection waiting on one row lock: `work` gets the writes bound
     * to it, and what it answers is committed, or thrown and rolled back. This hand-over is the one
     * callback storage makes; the rule is the use-case's.
     */
    inPlacesChange,
    /**
     * inPlacesChange for changes made in turns (departure-queue.ts, inTurns): `item` waits with the
     * others of its `kind`, and `work` makes a turn's items, answering each one's outcome in order,
     * with inPlacesChange for the transactions it opens.
     */
    inPlacesTurns<I, R>(
      kind: string,
      item: I,
      work: (items: I[], inTransaction: <T>(departures: number[], change: (writes: PlacesChangeWrites) => Promise<T>) => Promise<T>) => Promise<Settled<R>[]>,
    ): Promise<R> {
      return inTurns(kind, item, (items) => work(items, inPlacesChange));
    },
    /** A change of `kind` on its way to inPlacesTurns: the turn about to begin waits for it (departure-queue.ts, onItsWay). */
    onItsWay,
    /** Runs what can wait (e-mail delivery) once no turn is being made (departure-queue.ts, afterTurns). */
    afterTurns,
  };
}
