import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { nowMs } from "./columns";

/*
 * Each traveller's details after acceptance, and the booking's travel insurance (docs/decisions/traveller-details.md,
 * migration 0025). The document number and medical notes
 * are only ever stored sealed with the data key (server/crypto): `*_sealed` columns hold
 * AES-256-GCM ciphertext. Erasure deletes these rows; 60 days after the trip the sealed columns
 * are emptied (server/jobs/traveller-purge.ts).
 */

const day = (name: string) => date(name, { mode: "string" });

export const travellers = pgTable(
  "travellers",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** 1 to the accepted quote's travellers. */
    n: integer("n").notNull(),
    fullName: text("full_name"),
    dateOfBirth: day("date_of_birth"),
    nationality: text("nationality"),
    documentType: text("document_type"),
    documentNumberSealed: text("document_number_sealed"),
    documentExpiry: day("document_expiry"),
    dietary: text("dietary"),
    medicalSealed: text("medical_sealed"),
    emergencyName: text("emergency_name"),
    /** E.164. */
    emergencyPhone: text("emergency_phone"),
    /** Worked out as the record is saved (shared/travellers), so the desk counts without opening anything. */
    complete: boolean("complete").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.n] }),
    // The purge finds what still holds documents or notes.
    index("travellers_sealed_idx").on(t.bookingId).where(sql`${t.documentNumberSealed} is not null or ${t.medicalSealed} is not null`),
    check("travellers_n_check", sql`${t.n} >= 1`),
    check("travellers_document_type_check", sql`${t.documentType} in ('passport', 'id-card')`),
  ],
);

export const bookingInsurance = pgTable("booking_insurance", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  insurer: text("insurer").notNull(),
  policyNumber: text("policy_number").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
});

/** A reminder about missing details or insurance sent: one of each kind per booking, however many processes tick. */
export const travellerReminders = pgTable(
  "traveller_reminders",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** details-30, details-14 or insurance. */
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);
