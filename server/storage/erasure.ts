import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { bookingActivities } from "@shared/schema/activities";
import { bookings, erasuresPending, type Booking } from "@shared/schema/bookings";
import { departures } from "@shared/schema/departures";
import { mailMessages, mailOutbox } from "@shared/schema/mail";
import { PERSONAL_FIELDS } from "@shared/booking-fields";
import { TRIP_CATEGORIES } from "@shared/enquiry-options";
import type { Day } from "@shared/money";
import type { Db } from "../db";
import type { Clock } from "../core/clock";
import { lockBookingForPlaces } from "./departures/places";
import { endOffer, leaveLine, offerFreePlaces, type PlacesAt } from "./departures/offers";
import { holdsSql } from "./departures/held-sql";
import { eraseConversation } from "./conversation-erasure";
import { bookingInsurance, travellers } from "@shared/schema/travellers";
import { cancellations, payments, quotes, tripLinks } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";

/** Any constant, the same in every process: one retention sweep at a time across the cluster. */
const RETENTION_LOCK = 724_303;
/** Bookings erased per transaction by a retention sweep: its locks last a moment, not minutes. */
export const RETENTION_BATCH = 50;

/** The category is free text from the client: it stays only when it is one of ours. */
export function eraseCategory(category: string): string {
  return (TRIP_CATEGORIES as readonly string[]).includes(category) ? category : "";
}

/**
 * Each personal field (every field the visitor supplied and every lead-source field, per
 * shared/booking-fields.ts) emptied: a required text becomes "", any other becomes null. Kept for
 * statistics: the trip type, group size, the category when it is one of ours, status and dates.
 */
const erasedValues = Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, bookings[name].notNull ? "" : null])) as Partial<Booking>;

/**
 * What a timeline entry's payload keeps after erasure: times, staff and the bookings it links. Any
 * other key (a follow-up's note, a release's reason, and whatever later entries carry) is erased,
 * so a payload added later is erased unless it is listed here.
 */
const KEPT_ACTIVITY_KEYS = ["followUpAt", "assigneeId", "assignee", "bookingId", "reference", "undone", "replyDueAt"] as const;
const keptKeys = sql.raw(KEPT_ACTIVITY_KEYS.map((k) => `'${k}'`).join(", "));
const keptData = sql`case when jsonb_typeof(${bookingActivities.data}) = 'object' then
  (select jsonb_object_agg(e.key, e.value) from jsonb_each(${bookingActivities.data}) e where e.key in (${keptKeys})) end`;

/** Whether the booking's open quote holds places on its departure as of `today`. */
async function holdsByQuote(tx: Db, bookingId: number, departureId: number, today: string): Promise<boolean> {
  const res = (await tx.execute(sql`select 1 from (${holdsSql(sql`${departureId}::int`, today)}) h where h.kind = 'quote' and h.booking_id = ${bookingId}`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

/**
 * `now` ends an offer the booking held; with `at`, the places it leaves (in line or held by its
 * open quote) are offered to the line at once, as a Skip would (without, the offers' round passes
 * them on).
 */
async function eraseIn(tx: Db, id: number, now: Date, at?: PlacesAt): Promise<Booking | undefined> {
  // Taking the booking out of its line is a change of places: its departure is locked before its row (places.ts).
  const current = await lockBookingForPlaces(tx, id);
  if (!current) return undefined;
  // Read before the erasure ends it: an erased booking's open quote holds nothing (held-sql.ts).
  const heldByQuote = at !== undefined && current.departureId !== null && (await holdsByQuote(tx, id, current.departureId, at.today));

  await tx
    .update(bookings)
    // A follow-up of an erased booking has nobody to follow up: it leaves the desk's views and digests.
    .set({ ...erasedValues, tripCategory: eraseCategory(current.tripCategory), followUpAt: null, erasedAt: current.erasedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(bookings.id, id));
  // Nobody is left to offer places to or to travel: kept in line, it would hold the line and its
  // offer the places, while the offers pass it over (offers.ts).
  const inLine = current.waitlistedAt !== null && current.departureId !== null;
  if (inLine) {
    await endOffer(tx, id, "left", now);
    await leaveLine(tx, id);
  }

  // Queued e-mails are rendered from the booking when sent: the visitor's copy is stopped, and no
  // address or server reply (which may quote it) is kept. The staff alert's address is our own.
  await tx
    .update(mailOutbox)
    .set({ status: sql`case when ${mailOutbox.status} in ('queued', 'sending') then 'suppressed' else ${mailOutbox.status} end`, lastError: null, textBody: null })
    .where(eq(mailOutbox.bookingId, id));
  await tx.update(mailOutbox).set({ toAddress: "", mailbox: null }).where(and(eq(mailOutbox.bookingId, id), eq(mailOutbox.kind, "acknowledgement")));
  if (current.email) await tx.update(mailOutbox).set({ toAddress: "", mailbox: null }).where(eq(mailOutbox.toAddress, current.email.toLowerCase()));

  await tx.update(bookingActivities).set({ body: null, data: keptData }).where(eq(bookingActivities.bookingId, id));
  await eraseConversation(tx, id, current.email);
  // The accounts keep payments' amounts, days and methods; what names or describes the payer goes.
  await tx.update(payments).set({ reference: null, note: null, voidReason: null }).where(eq(payments.bookingId, id));
  await tx.update(cancellations).set({ refundReference: null }).where(eq(cancellations.bookingId, id));
  await tx.update(overpaymentRefunds).set({ reference: null }).where(eq(overpaymentRefunds.bookingId, id));
  // The travellers' details and the insurance exist only for the trip: nothing of them is kept.
  await tx.delete(travellers).where(eq(travellers.bookingId, id));
  await tx.delete(bookingInsurance).where(eq(bookingInsurance.bookingId, id));
  // A quote's note is written to the visitor and can name them; its amounts and dates stay.
  await tx.update(quotes).set({ note: null }).where(eq(quotes.bookingId, id));
  // The trip page's link stops working (404): it would show the erased visitor's name and trip.
  await tx.update(tripLinks).set({ revokedAt: sql`coalesce(${tripLinks.revokedAt}, now())`, tokenSealed: null }).where(eq(tripLinks.bookingId, id));

  // Entries about this booking, found by its indexed reference; their details are staff data, but
  // nothing about an erased booking needs more than the fact that it happened.
  await tx.update(auditLog).set({ detail: null }).where(eq(auditLog.bookingId, id));
  // Pending until the data has left the disk too (server/erasure/forget.ts); a crash before that leaves it pending.
  await tx.insert(erasuresPending).values({ bookingId: id }).onConflictDoNothing();
  if ((inLine || heldByQuote) && at) await offerFreePlaces(tx, current.departureId!, at);
  // Read once everything is erased: the row's last message and search words are kept by triggers
  // from its messages and timeline, which held the visitor's words until the steps above.
  const [erased] = await tx.select().from(bookings).where(eq(bookings.id, id));
  return erased;
}

/**
 * Erasure of a visitor's personal data wherever the enquiry copied it: the booking row (every
 * personal field of shared/booking-fields.ts), its e-mails' addresses and errors, its timeline's
 * texts, its conversation (messages, attachments, replies) and its audit entries' details. Trip
 * type, group size, our category, dates, status and timestamps stay, so the statistics still add up.
 */
export function erasureStorage(db: Db, clock: Clock, offerHours: number) {
  return {
    /**
     * Of these Message-IDs (raw copies the inbox reader kept), those that must leave the disk after
     * these bookings' erasure: their messages (or copies of ours to them), and any no longer stored
     * at all (the visitor's unmatched mail, deleted by the erasure).
     */
    async messageCopiesToForget(bookingIds: number[], messageIds: string[]): Promise<Set<string>> {
      const gone = new Set<string>();
      for (let i = 0; i < messageIds.length; i += 1000) {
        const chunk = messageIds.slice(i, i + 1000);
        const [messages, outbox] = await Promise.all([
          db.select({ messageId: mailMessages.messageId, bookingId: mailMessages.bookingId }).from(mailMessages).where(inArray(mailMessages.messageId, chunk)),
          db.select({ messageId: mailOutbox.messageId, bookingId: mailOutbox.bookingId }).from(mailOutbox).where(inArray(mailOutbox.messageId, chunk)),
        ]);
        const known = [...messages, ...outbox];
        for (const id of chunk) {
          const rows = known.filter((r) => r.messageId === id);
          if (rows.length === 0 || rows.some((r) => r.bookingId !== null && bookingIds.includes(r.bookingId))) gone.add(id);
        }
      }
      return gone;
    },

    /** The erased bookings' ids and references, by which their written e-mails are found. */
    async erasureKeys(ids: number[]): Promise<{ id: number; reference: string }[]> {
      if (ids.length === 0) return [];
      return db.select({ id: bookings.id, reference: bookings.reference }).from(bookings).where(inArray(bookings.id, ids));
    },

    /** Erasures whose removal from the disk has not finished, oldest first. */
    pendingErasures(): Promise<(typeof erasuresPending.$inferSelect)[]> {
      return db.select().from(erasuresPending).orderBy(erasuresPending.since, erasuresPending.bookingId);
    },

    /** The data of these erasures has left the disk. */
    async finishErasures(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(erasuresPending).where(inArray(erasuresPending.bookingId, ids));
    },

    /** Removing these erasures' data from the disk failed again: counted, with the error shown to admins. */
    async erasuresFailed(ids: number[], error: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(erasuresPending)
        .set({ attempts: sql`${erasuresPending.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(inArray(erasuresPending.bookingId, ids));
    },

    /** `desk`: the desk's day and the e-mails' domain, for offering at once the places the booking leaves in its line. */
    eraseBookingPersonalData(id: number, desk?: { today: Day; messageIdDomain: string }): Promise<Booking | undefined> {
      const now = clock.now();
      return db.transaction((tx) => eraseIn(tx, id, now, desk && { ...desk, now, offerHours }));
    },

    /**
     * Erases one batch of enquiries confirmed or cancelled more than `days` ago, unless another
     * process is doing it: pg_try_advisory_xact_lock in one transaction, so the lock, the work and the release share
     * one connection. Answers the erased ids, or null when another process holds the lock.
     */
    async eraseExpiredBookings(days: number, limit = RETENTION_BATCH): Promise<number[] | null> {
      return db.transaction(async (tx) => {
        const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
        if (!res.rows[0]?.ok) return null;
        const rows = await tx
          .select({ id: bookings.id, departureId: bookings.departureId })
          .from(bookings)
          .where(
            and(
              isNull(bookings.erasedAt),
              inArray(bookings.status, ["confirmed", "cancelled"]),
              sql`coalesce((select max(h.changed_at) from booking_status_history h where h.booking_id = ${bookings.id}), ${bookings.updatedAt}) < now() - make_interval(days => ${days})`,
            ),
          )
          .limit(limit);
        // Each erasure locks its booking's departure before the booking (eraseIn): the batch's
        // departures are locked first, all in id order, so no booking's row is held while waiting on one.
        const departureIds = [...new Set(rows.flatMap((r) => (r.departureId === null ? [] : [r.departureId])))];
        if (departureIds.length > 0) await tx.select({ id: departures.id }).from(departures).where(inArray(departures.id, departureIds)).orderBy(asc(departures.id)).for("update");
        for (const { id } of rows) await eraseIn(tx, id, clock.now());
        return rows.map((r) => r.id);
      });
    },
  };
}
