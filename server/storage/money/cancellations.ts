import { desc, eq } from "drizzle-orm";
import { bookings, bookingStatusHistory, type Booking } from "@shared/schema/bookings";
import { cancellations, dateChanges } from "@shared/schema/money";
import type { settleCancellation, Day } from "@shared/money";
import type { Db } from "../../db";
import type { BookingMoney } from "./booking-money";
import type { MoneyActor } from "./money-record";
import type { Clock } from "../../core/clock";
import { endOffer, offerFreePlaces } from "../departures/offers";

/** The trip's dates now: the latest date change's, else the accepted quote's. */
export async function currentDates(tx: Db, money: BookingMoney): Promise<{ start: Day; end: Day; changes: number }> {
  const changes = await tx.select().from(dateChanges).where(eq(dateChanges.bookingId, money.booking.id)).orderBy(desc(dateChanges.id));
  const latest = changes[0];
  return latest
    ? { start: latest.toStart, end: latest.toEnd, changes: changes.length }
    : { start: money.accepted!.startDate, end: money.accepted!.endDate, changes: 0 };
}

/** The booking becomes `cancelled` as a status change from the desk does: the row and its history entry. */
async function markCancelled(tx: Db, booking: Booking, by: MoneyActor): Promise<void> {
  const now = new Date();
  await tx
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now, ...(booking.firstResponseAt ? {} : { firstResponseAt: now }) })
    .where(eq(bookings.id, booking.id));
  await tx.insert(bookingStatusHistory).values({ bookingId: booking.id, fromStatus: booking.status, toStatus: "cancelled", changedBy: by.username });
}

/** The writes of a cancellation, inside its transaction (server/use-cases/cancel-booking.ts orders them). */
export function cancellationWrites(tx: Db, clock: Clock, offerHours: number) {
  return {
    markCancelled: (booking: Booking, by: MoneyActor) => markCancelled(tx, booking, by),
    async insertCancellation(bookingId: number, c: Settled, by: string): Promise<void> {
      await tx.insert(cancellations).values({ bookingId, ...c, createdBy: by });
    },
    /** Whatever the booking held (places taken, a quote's or an offer's) is free again and offered to the line (docs/decisions/places-held.md). */
    async freePlaces(booking: Pick<Booking, "id" | "departureId">, today: Day, messageIdDomain: string): Promise<void> {
      await endOffer(tx, booking.id, "left", clock.now());
      if (booking.departureId !== null) await offerFreePlaces(tx, booking.departureId, { today, now: clock.now(), offerHours, messageIdDomain });
    },
  };
}

/** What a cancellation settled by the published policy stores. */
type Settled = Extract<ReturnType<typeof settleCancellation>, { ok: true }>["cancellation"];
