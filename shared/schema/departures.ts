import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { nowMs } from "./columns";

/*
 * What the company sells: dated departures of the programmes on its cards (docs/decisions/departures-places.md).
 * How many places are taken is not stored: it is read from the accepted quotes of the departure's
 * bookings, under a lock on the departure's row, so no path can leave a count behind the truth.
 */

export type DepartureStatus = "open" | "closed" | "cancelled";

export const departures = pgTable(
  "departures",
  {
    id: serial("id").primaryKey(),
    /** A programme's name exactly as its booking card prints it (shared/programmes.ts). */
    programme: text("programme").notNull(),
    /** The programme record (shared/schema/programmes.ts); `programme` follows its title, so a rename keeps its departures. */
    programmeId: integer("programme_id"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** Whole rupees; a new price applies to later quotes only. */
    pricePerPerson: integer("price_per_person").notNull(),
    places: integer("places").notNull(),
    status: text("status").$type<DepartureStatus>().notNull().default("open"),
    note: text("note"),
    /** How many of its places can be had as a room of one's own (docs/decisions/private-rooms-and-minimum.md). */
    privateRooms: integer("private_rooms").notNull().default(0),
    /** Whole rupees per person for a private room; applies to later quotes only. */
    privateRoomSupplement: integer("private_room_supplement").notNull().default(0),
    /** Travellers needed for the departure to run; null: none. */
    minimum: integer("minimum"),
    /** The day the company decides whether it runs; null: 45 days before its start. */
    decideBy: date("decide_by", { mode: "string" }),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [
    // One open or closed departure of a programme per start day; cancelled ones stay on record.
    uniqueIndex("departures_programme_start_idx").on(t.programme, t.startDate).where(sql`${t.status} <> 'cancelled'`),
    index("departures_start_idx").on(t.startDate, t.id),
    check("departures_status_check", sql`${t.status} in ('open', 'closed', 'cancelled')`),
    check("departures_amounts_check", sql`${t.pricePerPerson} >= 1 and ${t.places} between 1 and 500 and ${t.endDate} >= ${t.startDate}`),
    check("departures_rooms_check", sql`${t.privateRooms} >= 0 and ${t.privateRoomSupplement} >= 0 and (${t.minimum} is null or ${t.minimum} >= 1)`),
  ],
);

/** The "a place has opened" e-mail, sent at most once per booking and departure. */
export const waitlistNotices = pgTable(
  "waitlist_notices",
  {
    bookingId: integer("booking_id").notNull(),
    departureId: integer("departure_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.departureId] })],
);

export type Departure = typeof departures.$inferSelect;
