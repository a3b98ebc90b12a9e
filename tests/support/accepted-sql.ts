import type pg from "pg";
import { addDays, type Day } from "@shared/money";
import type { AcceptedTrip } from "./money";

/** An accepted trip as acceptedBooking (money.ts) takes it, with the instalments and the payment the test chooses. */
export interface AcceptedTripRows extends Omit<AcceptedTrip, "firstName" | "assigneeId"> {
  /** The instalments written, in their order. */
  schedule: { label: string; percent: number; amount: number; dueDate: Day }[];
  /** The departure the booking and its quote are on. */
  departureId?: number;
  /** A payment in cash recorded against the booking. */
  paid?: { amount: number; receivedOn: Day };
}

/**
 * For the tests whose servers run in processes of their own (a plain `pg` client on their
 * database): booking `bookingId` confirmed with an accepted quote, written with acceptedBooking's
 * rules (five days from `startDate`, valid a week from `acceptedOn`, accepted at 06:00 UTC on it),
 * its instalments made on acceptance and the payment if any. The money storage's due-dates
 * (instalment_owed, payment_due_on) are not written.
 */
export async function seedAcceptedBooking(client: Pick<pg.Client, "query">, bookingId: number, trip: AcceptedTripRows): Promise<{ quoteId: number }> {
  const travellers = trip.travellers ?? 1;
  const acceptedAt = `${trip.acceptedOn}T06:00:00Z`;
  await client.query("update bookings set status = 'confirmed', departure_id = coalesce($2, departure_id) where id = $1", [bookingId, trip.departureId ?? null]);
  const quote = await client.query<{ id: number }>(
    `insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, departure_id, region, base, discounts, extras, total, valid_until, state, created_by, accepted_at)
     values ($1, 1, $2, $3, $4, $5, $6, $7, $8, '[]', '[]', $8, $9, 'accepted', 'staff', $10) returning id`,
    [
      bookingId,
      trip.startDate,
      addDays(trip.startDate, 5),
      travellers,
      Math.max(1, Math.round(trip.total / travellers)),
      trip.departureId ?? null,
      trip.region ?? "domestic",
      trip.total,
      addDays(trip.acceptedOn, 7),
      acceptedAt,
    ],
  );
  const quoteId = quote.rows[0].id;
  for (const s of trip.schedule) {
    await client.query(
      `insert into instalments (booking_id, quote_id, kind, label, percent, amount, due_date, created_by, created_at) values ($1, $2, 'schedule', $3, $4, $5, $6, 'staff', $7)`,
      [bookingId, quoteId, s.label, s.percent, s.amount, s.dueDate, acceptedAt],
    );
  }
  if (trip.paid) {
    await client.query(`insert into payments (booking_id, amount, received_on, method, recorded_by) values ($1, $2, $3, 'cash', 'staff')`, [bookingId, trip.paid.amount, trip.paid.receivedOn]);
  }
  return { quoteId };
}
