import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { nowMs } from "./columns";

/**
 * Scrubs the disk still owes (migration 0029): a purge of a trip's document numbers and medical
 * notes (`document-purge`, its booking and the day the trip ended), or values a migration redacted
 * (`links-redacted`). A row is written in the transaction that frees the values and deleted once
 * the table files and WAL no longer hold them (server/erasure/scrub-owed.ts); while one is left,
 * no backup is written.
 */
export const scrubsPending = pgTable(
  "scrubs_pending",
  {
    id: serial("id").primaryKey(),
    reason: text("reason", { enum: ["document-purge", "links-redacted"] }).notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    tripEnded: date("trip_ended", { mode: "string" }),
    since: timestamp("since", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("scrubs_pending_purge_idx").on(t.bookingId).where(sql`${t.reason} = 'document-purge'`),
    check("scrubs_pending_reason_check", sql`${t.reason} in ('document-purge', 'links-redacted')`),
  ],
);
