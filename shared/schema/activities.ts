import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { nowMs } from "./columns";
import { users } from "./users";

/** Notes, contacts with the visitor and assignments: a booking's timeline beside status changes and e-mails. */
export const bookingActivities = pgTable(
  "booking_activities",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** note, call, email, whatsapp (see shared/booking-views.ts), assignment or not-spam. */
    kind: text("kind").notNull(),
    body: text("body"),
    /** Kind-specific facts, e.g. the new assignee of an assignment. */
    data: jsonb("data"),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    // The username as text, like the status history, so the record outlives the account.
    by: text("by").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [index("booking_activities_booking_idx").on(t.bookingId, t.id)],
);
