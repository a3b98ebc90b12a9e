import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { nowMs } from "./columns";

/**
 * What the company paid back of an overpayment (migration 0024): a booking not cancelled that was
 * paid beyond its total and fees owes the difference back (docs/decisions/account-after-a-change.md).
 * A cancellation's refund stays on its cancellation row.
 */
export const overpaymentRefunds = pgTable(
  "overpayment_refunds",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").notNull(),
    /** The bank's reference; erased with the booking's personal data. */
    reference: text("reference"),
    recordedBy: text("recorded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [
    index("overpayment_refunds_booking_idx").on(t.bookingId, t.id),
    index("overpayment_refunds_paid_idx").on(t.paidOn),
    check("overpayment_refunds_amount_check", sql`${t.amount} >= 1`),
  ],
);
