import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BookingStatus } from "../booking-status";
import { nowMs } from "./columns";
import { departures } from "./departures";
import { bookingPhoneDigitsSql, bookingPhoneEndsSql, bookingSearchTextSql } from "./search-sql";
import { users } from "./users";

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    state: text("state"),
    education: text("education"),
    occupation: text("occupation"),
    designation: text("designation"),
    tripType: text("trip_type").notNull(),
    tripCategory: text("trip_category").notNull(),
    preferredDates: text("preferred_dates"),
    groupSize: integer("group_size").notNull(),
    /** "6+ People" without the exact number (migration 0024): `groupSize` is then 6, the least it is. */
    groupSizeAtLeast: boolean("group_size_at_least").notNull().default(false),
    specialRequests: text("special_requests"),
    whyThisTrip: text("why_this_trip"),
    budgetRange: text("budget_range"),
    travelExperience: text("travel_experience"),
    status: text("status").notNull().default("pending"),
    /** A short random code the visitor can quote on the phone (not the sequential id). */
    reference: text("reference").notNull().default(sql`booking_reference()`),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true, mode: "date" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`date_trunc('milliseconds', now()) + interval '24 hours'`),
    /**
     * 24 hours after the oldest visitor message not yet answered (the enquiry itself first), or null
     * when nothing awaits an answer. Drives Needs reply and Overdue; dueAt stays the first reply's.
     */
    replyDueAt: timestamp("reply_due_at", { withTimezone: true, mode: "date" }).default(
      sql`date_trunc('milliseconds', now()) + interval '24 hours'`,
    ),
    /** Null, or why the enquiry looks automated ("honeypot", "too-fast"); such enquiries are kept apart. */
    suspect: text("suspect"),
    sourcePath: text("source_path"),
    /** The page the visit began on (first touch, like the utm fields); the funnel counts the enquiry there. */
    landingPath: text("landing_path"),
    sourceProgramme: text("source_programme"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** The phone read as an E.164 number with the country as default region; null when unreadable. */
    phoneE164: text("phone_e164"),
    /** When staff want to come back to this booking; brings it into Follow-ups due once reached. */
    followUpAt: timestamp("follow_up_at", { withTimezone: true, mode: "date" }),
    followUpNote: text("follow_up_note"),
    /** The booking this one repeats, marked by staff; such a booking leaves Needs reply and Overdue. */
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => bookings.id, { onDelete: "set null" }),
    /** When the personal data was erased; the row stays for statistics. */
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    /**
     * The latest message either way, the enquiry itself first: kept by triggers (migration 0013) in
     * the transaction that stores a message, so the desk's list reads it off the row.
     */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true, mode: "date" }),
    lastMessageDirection: text("last_message_direction", { enum: ["in", "out"] }),
    lastMessageSnippet: text("last_message_snippet"),
    /** What the visitor wrote (the enquiry and their e-mails) folded by fold_text(), kept by the same triggers; read by the desk's search. */
    searchWords: text("search_words"),
    /**
     * The due date of the earliest instalment not fully paid, and the day an owed refund is due by
     * (null when nothing is owed): kept by the money storage in the transaction of every money
     * change (migration 0016), so the desk's money views page on them.
     */
    paymentDueOn: date("payment_due_on", { mode: "string" }),
    refundDueBy: date("refund_due_by", { mode: "string" }),
    /** The departure the booking is for (docs/decisions/departures-places.md): chosen in the dialog, or set by a quote. */
    departureId: integer("departure_id").references(() => departures.id),
    /** When the booking joined its departure's waiting list; null when it is not waiting. Its place in line is read from this. */
    waitlistedAt: timestamp("waitlisted_at", { withTimezone: true, mode: "date" }),
    /** How many places it waits for: the group, or the travellers of the quote that found the departure full. */
    waitlistTravellers: integer("waitlist_travellers"),
    /** The private rooms the visitor asked for in the dialog; the quote form starts from it. */
    privateRoomsWished: integer("private_rooms_wished"),
    // Millisecond precision, so a JavaScript Date carries the exact value in a paging cursor.
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(nowMs)
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Keyset pagination walks (created_at, id) newest first, with or without a status filter.
    // Ascending indexes: PostgreSQL reads them backwards for ORDER BY ... DESC (whose default is
    // NULLS FIRST, which a "DESC NULLS LAST" index would not match).
    index("bookings_created_idx").on(t.createdAt, t.id),
    index("bookings_status_created_idx").on(t.status, t.createdAt, t.id),
    uniqueIndex("bookings_reference_idx").on(t.reference),
    // One partial index per desk view, so each view pages (and counts) without touching the others.
    index("bookings_inbox_idx").on(t.createdAt, t.id).where(sql`${t.suspect} is null`),
    index("bookings_inbox_status_idx").on(t.status, t.createdAt, t.id).where(sql`${t.suspect} is null`),
    index("bookings_reply_due_idx").on(t.replyDueAt, t.id).where(sql`${t.suspect} is null and ${t.replyDueAt} is not null`),
    // Incoming mail joins the booking of its sender's address (compared lower-cased).
    index("bookings_email_idx").on(sql`lower(${t.email})`),
    index("bookings_assignee_idx").on(t.assigneeId, t.createdAt, t.id).where(sql`${t.suspect} is null`),
    index("bookings_spam_idx").on(t.createdAt, t.id).where(sql`${t.suspect} is not null`),
    // The same person's other enquiries are found by phone with an index lookup.
    index("bookings_phone_e164_idx").on(t.phoneE164).where(sql`${t.phoneE164} is not null`),
    index("bookings_follow_up_idx").on(t.followUpAt, t.id).where(sql`${t.followUpAt} is not null`),
    index("bookings_payment_due_idx").on(t.paymentDueOn, t.id).where(sql`${t.suspect} is null and ${t.paymentDueOn} is not null`),
    // The few bookings the money views leave out (spam, erased), for their counts (migration 0018).
    index("bookings_apart_idx").on(t.id).where(sql`${t.suspect} is not null or ${t.erasedAt} is not null`),
    // The bookings that owe something, by id, for Payments due's order (INCLUDE payment_due_on in migration 0021).
    index("bookings_owing_idx").on(t.id).where(sql`${t.suspect} is null and ${t.erasedAt} is null and ${t.paymentDueOn} is not null`),
    index("bookings_refund_due_idx").on(t.refundDueBy, t.id).where(sql`${t.suspect} is null and ${t.refundDueBy} is not null`),
    // The desk's search: trigram indexes fitting its expressions (pg_trgm, migration 0007).
    index("bookings_search_idx").using("gin", sql`${bookingSearchTextSql(t)} gin_trgm_ops`),
    index("bookings_phone_search_idx").using("gin", sql`${bookingPhoneDigitsSql(t)} gin_trgm_ops`),
    // A whole phone number is matched at the end of each booking's number (migration 0009).
    index("bookings_phone_end_idx").using("btree", sql`${bookingPhoneEndsSql(t).typed} text_pattern_ops`),
    index("bookings_phone_e164_end_idx").using("btree", sql`${bookingPhoneEndsSql(t).e164} text_pattern_ops`),
    index("bookings_departure_idx").on(t.departureId, t.id).where(sql`${t.departureId} is not null`),
    index("bookings_waitlist_idx").on(t.departureId, t.waitlistedAt, t.id).where(sql`${t.waitlistedAt} is not null`),
    index("bookings_words_idx").using("gin", sql`${t.searchWords} gin_trgm_ops`),
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    check("bookings_trip_type_check", sql`${t.tripType} in ('retreat', 'international')`),
    check("bookings_group_size_check", sql`${t.groupSize} >= 1`),
  ],
);

export const bookingStatusHistory = pgTable(
  "booking_status_history",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    // The username is kept as text so the record outlives a removed staff account.
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** What the change altered beside the status (the reply due, the first response), so setting it back soon after restores them. */
    undo: jsonb("undo").$type<StatusUndo>(),
  },
  (t) => [index("booking_status_history_booking_idx").on(t.bookingId, t.id)],
);

/**
 * Exact numbers of bookings per desk bucket, kept by statement triggers on bookings (see the
 * desk_views migration), so the desk's totals are a sum over a few rows instead of a count over
 * every booking. `assigneeId` 0 means unassigned. Each server connection adds to its own `slot`
 * (its backend pid modulo 8), so concurrent enquiries don't queue up behind one hot row.
 */
export const bookingCounts = pgTable(
  "booking_counts",
  {
    spam: boolean("spam").notNull(),
    status: text("status").notNull(),
    /** A reply is due (replyDueAt is set). */
    awaiting: boolean("awaiting").notNull(),
    assigneeId: integer("assignee_id").notNull(),
    slot: smallint("slot").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.spam, t.status, t.awaiting, t.assigneeId, t.slot] })],
);

/**
 * An erasure committed whose removal from the disk (the mail folders' files, the embedded database's
 * old row versions) has not finished: written in the erasure's transaction, deleted once the data is
 * gone. While a row is here the erasure is shown to admins with Retry and no backup is written.
 */
export const erasuresPending = pgTable("erasures_pending", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  since: timestamp("since", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
});

export type Booking = typeof bookings.$inferSelect;

/** A status change's other effects, as they were before it (ISO times). */
export interface StatusUndo {
  firstResponseAt: string | null;
  replyDueAt: string | null;
}

export interface StatusChange {
  from: BookingStatus;
  to: BookingStatus;
  by: string;
  at: string;
}
