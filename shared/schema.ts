import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { BOOKING_STATUSES, TRIP_TYPES, type BookingStatus } from "./booking-status";

/* ------------------------------------------------------------------ tables */

const nowMs = sql`date_trunc('milliseconds', now())`;

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 255 }).notNull().unique(),
  password: text("password").notNull(),
});

export { BOOKING_STATUSES, TRIP_TYPES, type BookingStatus, type TripType } from "./booking-status";

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
    specialRequests: text("special_requests"),
    whyThisTrip: text("why_this_trip"),
    budgetRange: text("budget_range"),
    travelExperience: text("travel_experience"),
    status: text("status").notNull().default("pending"),
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
  },
  (t) => [index("booking_status_history_booking_idx").on(t.bookingId, t.id)],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt), index("sessions_user_idx").on(t.userId)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/* ------------------------------------------------------------- validation */

export const MAX_TEXT = 65_535;
export const MAX_INT = 2_147_483_647;

const noNul = (s: string) => !s.includes("\u0000");

/** A required text: trimmed, at least one visible character. */
const requiredText = () =>
  z
    .string()
    .trim()
    .min(1, "Required")
    .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
    .refine(noNul, "Must not contain a NUL character");

/** An optional text: trimmed; blank, null or absent is stored as null. */
const optionalText = () =>
  z
    .string()
    .trim()
    .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
    .refine(noNul, "Must not contain a NUL character")
    .nullish()
    .transform((v) => (v ? v : null));

/** The fields a visitor may send; everything else (id, status, timestamps, unknown keys) is dropped. */
export const insertBookingSchema = createInsertSchema(bookings, {
  firstName: requiredText,
  lastName: requiredText,
  email: () => requiredText().pipe(z.string().email("Invalid email address")),
  phone: requiredText,
  country: requiredText,
  state: optionalText,
  education: optionalText,
  occupation: optionalText,
  designation: optionalText,
  tripType: () => z.enum(TRIP_TYPES),
  tripCategory: requiredText,
  preferredDates: optionalText,
  groupSize: () => z.number().int().min(1).max(MAX_INT),
  specialRequests: optionalText,
  whyThisTrip: optionalText,
  budgetRange: optionalText,
  travelExperience: optionalText,
}).pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  country: true,
  state: true,
  education: true,
  occupation: true,
  designation: true,
  tripType: true,
  tripCategory: true,
  preferredDates: true,
  groupSize: true,
  specialRequests: true,
  whyThisTrip: true,
  budgetRange: true,
  travelExperience: true,
});

/** What the enquiry form holds before it is sent (optional texts may be empty strings). */
export type InsertBookingInput = z.input<typeof insertBookingSchema>;
/** What the server stores after validation. */
export type InsertBooking = z.output<typeof insertBookingSchema>;

export const selectBookingSchema = createSelectSchema(bookings);
export type Booking = typeof bookings.$inferSelect;

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const updateBookingStatusSchema = z.object({ status: bookingStatusSchema }).strict();

export const insertUserSchema = createInsertSchema(users, {
  username: () => z.string().trim().min(1, "Required").max(255),
  password: () => z.string().min(1, "Required").max(1024),
}).pick({ username: true, password: true });
export type InsertUser = z.infer<typeof insertUserSchema>;
export type User = typeof users.$inferSelect;

export const loginSchema = z.object({
  username: z.string().min(1, "Required").max(255).refine(noNul, "Must not contain a NUL character"),
  password: z.string().min(1, "Required").max(1024),
});

export interface StatusChange {
  from: BookingStatus;
  to: BookingStatus;
  by: string;
  at: string;
}
