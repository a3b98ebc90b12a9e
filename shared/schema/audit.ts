import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { nowMs } from "./columns";
import { users } from "./users";

/** Who did what: sign-ins, account changes and actions on enquiries, newest first. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The username as typed or known at the time (a failed sign-in names an account that may not exist). */
    actor: text("actor"),
    action: text("action").notNull(),
    /** What the action was on, e.g. "booking 12" or "user asha"; never a visitor's personal data. */
    target: text("target"),
    address: text("address"),
    detail: jsonb("detail"),
    /** The booking acted on, when it is one: erasure finds the booking's entries by it. */
    bookingId: integer("booking_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_booking_idx").on(t.bookingId).where(sql`${t.bookingId} is not null`),
    index("audit_log_actor_idx").on(t.actor, t.at, t.id),
    index("audit_log_action_idx").on(t.action, t.at, t.id),
  ],
);
