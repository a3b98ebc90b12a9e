import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FaqEntry, ItineraryDay, ProgrammePhoto, ProgrammeStatus } from "../catalogue/programme";
import { nowMs } from "./columns";

/*
 * What the company sells, kept by staff in the desk (docs/decisions/programmes-in-the-database.md).
 * `card` holds the catalogue's own card fields as its schema names them (shared/catalogue/schemas);
 * `version` goes up by one with every change, and each version's whole programme is kept in
 * programme_versions so Restore can bring it back.
 */
export const programmes = pgTable(
  "programmes",
  {
    id: serial("id").primaryKey(),
    /** The catalogue page's path without its slash: `womens-retreats`. */
    catalogue: text("catalogue").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    highlights: jsonb("highlights").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    duration: text("duration").notNull(),
    image: text("image").notNull(),
    card: jsonb("card").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Card order within the catalogue, lowest first. */
    position: integer("position").notNull(),
    status: text("status").$type<ProgrammeStatus>().notNull().default("draft"),
    version: integer("version").notNull().default(1),
    itinerary: jsonb("itinerary").$type<ItineraryDay[]>().notNull().default(sql`'[]'::jsonb`),
    included: jsonb("included").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    notIncluded: jsonb("not_included").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    stay: text("stay"),
    faq: jsonb("faq").$type<FaqEntry[]>().notNull().default(sql`'[]'::jsonb`),
    photos: jsonb("photos").$type<ProgrammePhoto[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    updatedBy: text("updated_by"),
  },
  (t) => [
    uniqueIndex("programmes_catalogue_slug_idx").on(t.catalogue, t.slug),
    index("programmes_catalogue_position_idx").on(t.catalogue, t.position, t.id),
    check("programmes_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
  ],
);

/** Every version of a programme: who saved it, when, which fields it changed, and the whole programme then. */
export const programmeVersions = pgTable(
  "programme_versions",
  {
    programmeId: integer("programme_id")
      .notNull()
      .references(() => programmes.id),
    version: integer("version").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    by: text("by"),
    changed: text("changed").array().notNull().default(sql`'{}'::text[]`),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programmeId, t.version] })],
);

/** A slug a programme had before: its old page path answers a 301 to the new one. */
export const programmeSlugRedirects = pgTable(
  "programme_slug_redirects",
  {
    catalogue: text("catalogue").notNull(),
    slug: text("slug").notNull(),
    programmeId: integer("programme_id")
      .notNull()
      .references(() => programmes.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.catalogue, t.slug] })],
);

export type ProgrammeRow = typeof programmes.$inferSelect;
