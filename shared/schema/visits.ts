import { bigserial, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/*
 * Visits, counted without cookies and without personal data. No table holds an address or a user
 * agent: a visitor is a hash of the day's salt, the address and the user agent, and the salt is
 * deleted once its day is over, after which nobody can recompute or reverse the hash.
 */

/** One secret salt per day in DESK_TIMEZONE, shared by every server process; deleted after its day. */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** Raw events, kept 30 days. `source` is the first-touch referrer's host name, or `direct`. */
export const visitEvents = pgTable(
  "visit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    visitor: text("visitor").notNull(),
    path: text("path").notNull(),
    programme: text("programme"),
    source: text("source").notNull(),
    campaign: text("campaign"),
  },
  (t) => [index("visit_events_day_idx").on(t.day)],
);

/**
 * Which visitors each key has already counted today, so the day's roll-up rows can count unique
 * visitors as events arrive. Holds the day's pseudonyms only: deleted once the day is rolled up.
 */
export const visitSeen = pgTable(
  "visit_seen",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key, t.visitor] })],
);

/**
 * The daily roll-up, kept for ever: one row per day, dimension (`total`, `page`, `programme`,
 * `source`, `campaign`) and key, with that day's unique visitors for the key. Unique visitors can't
 * be added across keys, so each dimension is rolled up on its own rather than as one cube. Today's
 * rows grow with each batch of events; once the day is over they are recomputed from its raw events.
 */
export const visitDaily = pgTable(
  "visit_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    visitors: integer("visitors").notNull(),
    pageviews: integer("pageviews").notNull(),
    enquiryOpens: integer("enquiry_opens").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key] })],
);
