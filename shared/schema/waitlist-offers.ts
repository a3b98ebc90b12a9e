import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/*
 * Freed places offered to the first in line who fits (docs/decisions/places-held.md). An open offer
 * (no `endedAt`) holds its travellers' places until `offeredUntil`; it ends taken over by a quote,
 * lapsed, skipped by staff, left (the booking cancelled or moved) or withdrawn (the departure closed).
 * Every offer is made under the departure's row lock, so one is made once however many processes run.
 */

export type OfferOutcome = "quoted" | "lapsed" | "skipped" | "left" | "withdrawn";

export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id").notNull(),
    departureId: integer("departure_id").notNull(),
    /** The places the offer holds: the group the booking waits for. */
    travellers: integer("travellers").notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true, mode: "date" }).notNull(),
    offeredUntil: timestamp("offered_until", { withTimezone: true, mode: "date" }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    outcome: text("outcome").$type<OfferOutcome>(),
  },
  (t) => [
    uniqueIndex("waitlist_offers_open_idx").on(t.bookingId).where(sql`${t.endedAt} is null`),
    index("waitlist_offers_departure_idx").on(t.departureId, t.offeredUntil).where(sql`${t.endedAt} is null`),
    index("waitlist_offers_booking_idx").on(t.bookingId, t.id),
    check("waitlist_offers_outcome_check", sql`${t.outcome} is null or ${t.outcome} in ('quoted', 'lapsed', 'skipped', 'left', 'withdrawn')`),
  ],
);
