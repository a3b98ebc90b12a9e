import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Discount, Extra } from "../money/types";
import { bookings } from "./bookings";
import { departures } from "./departures";
import { nowMs } from "./columns";
import { users } from "./users";

/*
 * The money of a booking (docs/money.md). Amounts are whole rupees; days are
 * `date` columns read as `YYYY-MM-DD` strings, days of DESK_TIMEZONE. Nothing about money is
 * edited or deleted in place: a replaced quote, a voided payment and a moved instalment stay, marked.
 */

const day = (name: string) => date(name, { mode: "string" });

/** A quote made for a booking; the latest open one is what the visitor can accept. */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … within the booking. */
    number: integer("number").notNull(),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    travellers: integer("travellers").notNull(),
    pricePerPerson: integer("price_per_person").notNull(),
    /** The departure the quote was made from, whose places its acceptance takes. */
    departureId: integer("departure_id").references(() => departures.id),
    region: text("region").notNull(),
    base: integer("base").notNull(),
    discounts: jsonb("discounts").$type<Discount[]>().notNull(),
    extras: jsonb("extras").$type<Extra[]>().notNull(),
    /** Private rooms asked for, and the supplement per person they were priced at (docs/decisions/private-rooms-and-minimum.md). */
    privateRooms: integer("private_rooms").notNull().default(0),
    privateRoomSupplement: integer("private_room_supplement").notNull().default(0),
    /** The retreat credit subtracted, and the cancelled booking it came from. */
    credit: integer("credit").notNull().default(0),
    creditFromId: integer("credit_from_id").references(() => bookings.id, { onDelete: "set null" }),
    total: integer("total").notNull(),
    validUntil: day("valid_until").notNull(),
    /** open, accepted or replaced; "expired" is an open quote past validUntil, worked out when read. */
    state: text("state").notNull().default("open"),
    note: text("note"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "date" }),
    replacedAt: timestamp("replaced_at", { withTimezone: true, mode: "date" }),
    /**
     * When the quote stopped holding places while still open: its booking, in line, was offered
     * places, and the offer lapsed or was skipped (docs/decisions/places-held.md). It can still be
     * accepted while places are free; a new quote holds again.
     */
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("quotes_booking_number_idx").on(t.bookingId, t.number),
    // One accepted quote per booking, whatever two presses race.
    uniqueIndex("quotes_accepted_idx").on(t.bookingId).where(sql`${t.state} = 'accepted'`),
    index("quotes_credit_from_idx").on(t.creditFromId).where(sql`${t.creditFromId} is not null`),
    index("quotes_accepted_at_idx").on(t.acceptedAt).where(sql`${t.state} = 'accepted'`),
    // The places a departure's open quotes hold (docs/decisions/places-held.md).
    index("quotes_open_departure_idx").on(t.departureId, t.bookingId).where(sql`${t.state} = 'open' and ${t.departureId} is not null`),
    check("quotes_state_check", sql`${t.state} in ('open', 'accepted', 'replaced')`),
    check("quotes_region_check", sql`${t.region} in ('domestic', 'international')`),
    check("quotes_amounts_check", sql`${t.travellers} >= 1 and ${t.pricePerPerson} >= 1 and ${t.total} >= 0 and ${t.credit} >= 0`),
  ],
);

/**
 * The accepted schedule and the fees added to it. A date change moves an unpaid instalment by
 * marking its row replaced and adding the moved one, so what was promised stays on record.
 */
export const instalments = pgTable(
  "instalments",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** schedule, late-fee or date-change-fee. */
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    percent: integer("percent").notNull(),
    amount: integer("amount").notNull(),
    dueDate: day("due_date").notNull(),
    /** A late fee's overdue instalments (their keys), so each is charged once. */
    covers: jsonb("covers").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    createdBy: text("created_by").notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("instalments_booking_idx").on(t.bookingId, t.dueDate).where(sql`${t.replacedAt} is null`),
    // The payment views and the reminders read the current instalments by due date.
    index("instalments_due_idx").on(t.dueDate, t.bookingId).where(sql`${t.replacedAt} is null`),
    check("instalments_kind_check", sql`${t.kind} in ('schedule', 'late-fee', 'date-change-fee')`),
    check("instalments_amount_check", sql`${t.amount} >= 0 and ${t.percent} between 0 and 100`),
  ],
);

/** Money received outside the site, recorded by staff. Voided, never deleted. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    receivedOn: day("received_on").notNull(),
    method: text("method").notNull(),
    /** The bank's or UPI's reference; erased with the booking's personal data. */
    reference: text("reference"),
    note: text("note"),
    recordedById: integer("recorded_by_id").references(() => users.id, { onDelete: "set null" }),
    recordedBy: text("recorded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    voidedAt: timestamp("voided_at", { withTimezone: true, mode: "date" }),
    voidReason: text("void_reason"),
    voidedBy: text("voided_by"),
  },
  (t) => [
    index("payments_booking_idx").on(t.bookingId, t.id),
    index("payments_received_idx").on(t.receivedOn),
    // The same transfer entered twice, on any booking, is refused.
    uniqueIndex("payments_method_reference_idx")
      .on(t.method, sql`lower(${t.reference})`)
      .where(sql`${t.reference} is not null and ${t.voidedAt} is null`),
    check("payments_amount_check", sql`${t.amount} >= 1`),
  ],
);

/** How an accepted booking was cancelled and settled; one per booking. */
export const cancellations = pgTable(
  "cancellations",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    settlement: text("settlement").notNull(),
    on: day("on").notNull(),
    daysBefore: integer("days_before").notNull(),
    percent: integer("percent").notNull(),
    paid: integer("paid").notNull(),
    refund: integer("refund").notNull(),
    credit: integer("credit").notNull(),
    creditValidUntil: day("credit_valid_until"),
    flightReimbursement: integer("flight_reimbursement").notNull().default(0),
    refundDueBy: day("refund_due_by"),
    refundPaidOn: day("refund_paid_on"),
    refundMethod: text("refund_method"),
    refundReference: text("refund_reference"),
    refundRecordedBy: text("refund_recorded_by"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [
    index("cancellations_refund_due_idx").on(t.refundDueBy, t.bookingId).where(sql`${t.refundDueBy} is not null and ${t.refundPaidOn} is null`),
    index("cancellations_credit_idx").on(t.creditValidUntil).where(sql`${t.credit} > 0`),
  ],
);

/** A change of an accepted booking's dates; the latest one gives the trip's current dates. */
export const dateChanges = pgTable(
  "date_changes",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStart: day("from_start").notNull(),
    fromEnd: day("from_end").notNull(),
    toStart: day("to_start").notNull(),
    toEnd: day("to_end").notNull(),
    fee: integer("fee").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [index("date_changes_booking_idx").on(t.bookingId, t.id)],
);

/** The visitor's trip page link: one per booking, kept only as a hash of its token. */
export const tripLinks = pgTable(
  "trip_links",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The token sealed with a key from the session secret, so the desk can show the link again (migration 0015). */
    tokenSealed: text("token_sealed"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("trip_links_token_idx").on(t.tokenHash)],
);

/** A payment reminder sent: at most one of each kind per instalment, however many processes tick. */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    instalmentId: integer("instalment_id")
      .notNull()
      .references(() => instalments.id, { onDelete: "cascade" }),
    /** due-soon (7 days before) or overdue. */
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.instalmentId, t.kind] })],
);

/*
 * Derived from the tables above in the transaction of every change, for Insights over years of
 * bookings (migration 0017): never a fact of their own, and never read for a booking's account.
 */

/** What each day booked (accepted quotes, by the day of acceptance in money_days_zone) and received (payments not voided). Kept by triggers. */
export const moneyDays = pgTable("money_days", {
  day: day("day").primaryKey(),
  booked: bigint("booked", { mode: "number" }).notNull().default(0),
  received: bigint("received", { mode: "number" }).notNull().default(0),
});

/** The zone money_days counts booked days in: DESK_TIMEZONE, set as the server starts. */
export const moneyDaysZone = pgTable(
  "money_days_zone",
  {
    id: integer("id").primaryKey().default(1),
    timeZone: text("time_zone").notNull(),
  },
  () => [check("money_days_zone_one_row", sql`"money_days_zone"."id" = 1`)],
);

/** What each current instalment of a booking not cancelled still owes, when anything: kept with payment_due_on. */
export const instalmentOwed = pgTable(
  "instalment_owed",
  {
    instalmentId: integer("instalment_id")
      .primaryKey()
      .references(() => instalments.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    dueDate: day("due_date").notNull(),
    owed: integer("owed").notNull(),
  },
  (t) => [
    // INCLUDE ("owed") in the migration: sums over a range of days read the index alone.
    index("instalment_owed_due_idx").on(t.dueDate),
    index("instalment_owed_booking_idx").on(t.bookingId),
    check("instalment_owed_positive", sql`${t.owed} > 0`),
  ],
);

/** What is owed by due day: instalment_owed summed, kept by triggers (migration 0020), for Insights' outstanding and overdue. */
export const owedDays = pgTable("owed_days", {
  day: day("day").primaryKey(),
  owed: bigint("owed", { mode: "number" }).notNull().default(0),
});
