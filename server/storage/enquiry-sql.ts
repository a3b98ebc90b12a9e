import { fillPlaceholders, sql } from "drizzle-orm";
import { bookings, type InsertBooking } from "@shared/schema";
import type { Db } from "../db";

/*
 * Every statement one accepted enquiry sends to the database, in one place. The storage runs them
 * (rate-limits.ts, bookings.ts) and the API benchmark's yardstick (scripts/bench-baseline-server.mjs)
 * replays exactly these through bare `pg`, so "framework overhead" is measured against the same
 * database work. A change to the enquiry's SQL belongs here, and the benchmark follows it.
 */

/** Counts one hit in a fixed window that starts at the first hit. $1 key, $2 the window's end. */
export const RATE_LIMIT_HIT_SQL = `insert into rate_limits (key, hits, reset_at)
  select $1, 1, $2::timestamptz from (select set_config('synchronous_commit', 'off', true)) as relaxed
on conflict (key) do update set
  hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
  reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
returning hits, reset_at`;

/** The columns an enquiry writes, in the order of the insert's parameters. */
export const INSERT_FIELDS = [
  "firstName", "lastName", "email", "phone", "country", "state", "education", "occupation", "designation",
  "tripType", "tripCategory", "preferredDates", "groupSize", "specialRequests", "whyThisTrip", "budgetRange",
  "travelExperience",
] as const satisfies readonly (keyof InsertBooking)[];

/** The enquiry insert with one placeholder per field; the storage prepares it once. */
export function insertBookingQuery(db: Db) {
  return db
    .insert(bookings)
    .values(Object.fromEntries(INSERT_FIELDS.map((f) => [f, sql.placeholder(f)])) as unknown as InsertBooking)
    .returning();
}

export interface EnquiryStatement {
  /** The prepared statement's name on each connection. */
  name: string;
  text: string;
  values(enquiry: Partial<InsertBooking>, rateLimitKey: string, windowMs: number): unknown[];
}

/** The enquiry path's statements as plain SQL and parameters, in the order they are sent. */
export function enquiryPath(db: Db): EnquiryStatement[] {
  const insert = insertBookingQuery(db).toSQL();
  return [
    {
      name: "rate_limit_hit",
      text: RATE_LIMIT_HIT_SQL,
      values: (_e, key, windowMs) => [key, new Date(Date.now() + windowMs).toISOString()],
    },
    {
      name: "insert_booking",
      text: insert.sql,
      // Drizzle's own binding, as the storage's prepared statement does it.
      values: (e) => fillPlaceholders(insert.params, Object.fromEntries(INSERT_FIELDS.map((f) => [f, e[f] ?? null]))),
    },
  ];
}
