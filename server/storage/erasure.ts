import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { auditLog, bookingActivities, bookings, mailOutbox, type Booking, type InsertBooking } from "@shared/schema";
import { TRIP_CATEGORIES } from "@shared/enquiry-options";
import type { Db } from "../db";

/** Any constant, the same in every process: one retention sweep at a time across the cluster. */
const RETENTION_LOCK = 724_303;
/** Bookings erased per transaction by a retention sweep: its locks last a moment, not minutes. */
export const RETENTION_BATCH = 50;

/**
 * Every field the visitor supplied and every lead-source field, with what it becomes when erased.
 * Kept for statistics: the trip type and group size (validated to a few values and a number), the
 * category when it is one of ours (see eraseCategory), status and dates of record.
 */
export const ERASED_FIELDS = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  country: "",
  state: null,
  education: null,
  occupation: null,
  designation: null,
  preferredDates: null,
  specialRequests: null,
  whyThisTrip: null,
  budgetRange: null,
  travelExperience: null,
  sourcePath: null,
  sourceProgramme: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
} as const satisfies Partial<Record<keyof InsertBooking, string | null>>;

/** The visitor's fields erasure keeps; with ERASED_FIELDS they name every field a visitor can send. */
export const KEPT_FIELDS = ["tripType", "tripCategory", "groupSize"] as const satisfies readonly (keyof InsertBooking)[];

// A field added to the enquiry without deciding whether erasure blanks it fails to compile here.
type Unlisted = Exclude<keyof InsertBooking, keyof typeof ERASED_FIELDS | (typeof KEPT_FIELDS)[number]>;
const everyFieldDecided: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldDecided;

/** The category is free text from the client: it stays only when it is one of ours. */
export function eraseCategory(category: string): string {
  return (TRIP_CATEGORIES as readonly string[]).includes(category) ? category : "";
}

async function eraseIn(tx: Db, id: number): Promise<Booking | undefined> {
  const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  if (!current) return undefined;

  const [erased] = await tx
    .update(bookings)
    .set({ ...ERASED_FIELDS, tripCategory: eraseCategory(current.tripCategory), erasedAt: current.erasedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();

  // Queued e-mails are rendered from the booking when sent: the visitor's copy is stopped, and no
  // address or server reply (which may quote it) is kept. The staff alert's address is our own.
  await tx
    .update(mailOutbox)
    .set({ status: sql`case when ${mailOutbox.status} in ('queued', 'sending') then 'suppressed' else ${mailOutbox.status} end`, lastError: null })
    .where(eq(mailOutbox.bookingId, id));
  await tx.update(mailOutbox).set({ toAddress: "", mailbox: null }).where(and(eq(mailOutbox.bookingId, id), eq(mailOutbox.kind, "acknowledgement")));
  if (current.email) await tx.update(mailOutbox).set({ toAddress: "", mailbox: null }).where(eq(mailOutbox.toAddress, current.email.toLowerCase()));

  await tx.update(bookingActivities).set({ body: null }).where(eq(bookingActivities.bookingId, id));
  // Entries about this booking, found by its indexed reference; their details are staff data, but
  // nothing about an erased booking needs more than the fact that it happened.
  await tx.update(auditLog).set({ detail: null }).where(eq(auditLog.bookingId, id));
  return erased;
}

/**
 * Erasure of a visitor's personal data wherever the enquiry copied it: the booking row (every field
 * of ERASED_FIELDS), its e-mails' addresses and errors, its timeline's texts and its audit entries'
 * details. Trip type, group size, our category, dates, status and timestamps stay, so the
 * statistics still add up.
 */
export function erasureStorage(db: Db) {
  return {
    eraseBookingPersonalData(id: number): Promise<Booking | undefined> {
      return db.transaction((tx) => eraseIn(tx as unknown as Db, id));
    },

    /**
     * Erases one batch of enquiries confirmed or cancelled more than `days` ago, unless another
     * process is doing it: pg_try_advisory_xact_lock in one transaction, so the lock, the work and the release share
     * one connection. Answers the erased ids, or null when another process holds the lock.
     */
    async eraseExpiredBookings(days: number, limit = RETENTION_BATCH): Promise<number[] | null> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
        if (!res.rows[0]?.ok) return null;
        const rows = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              isNull(bookings.erasedAt),
              inArray(bookings.status, ["confirmed", "cancelled"]),
              sql`coalesce((select max(h.changed_at) from booking_status_history h where h.booking_id = ${bookings.id}), ${bookings.updatedAt}) < now() - make_interval(days => ${days})`,
            ),
          )
          .limit(limit);
        for (const { id } of rows) await eraseIn(tx, id);
        return rows.map((r) => r.id);
      });
    },
  };
}
