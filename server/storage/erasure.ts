import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { auditLog, bookingActivities, bookings, mailOutbox, type Booking } from "@shared/schema";
import type { Db } from "../db";
import { eraseConversation } from "./conversation-erasure";

/** Any constant, the same in every process: one retention sweep at a time across the cluster. */
const RETENTION_LOCK = 724_303;

/** Escapes LIKE wildcards so a value matches only itself. */
const likeOf = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function eraseIn(tx: Db, id: number): Promise<Booking | undefined> {
  const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  if (!current) return undefined;
  const quotedValues = [current.email, current.phone, `${current.firstName} ${current.lastName}`, current.lastName]
    .map((v) => v.trim())
    .filter((v) => v.length >= 3);

  const [erased] = await tx
    .update(bookings)
    .set({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      occupation: null,
      designation: null,
      specialRequests: null,
      whyThisTrip: null,
      referrer: null,
      erasedAt: current.erasedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, id))
    .returning();

  // Queued e-mails are rendered from the booking when sent: the visitor's copy is stopped, and no
  // address is kept (the staff alert's address is the company's own).
  await tx
    .update(mailOutbox)
    .set({ status: sql`case when ${mailOutbox.status} in ('queued', 'sending') then 'suppressed' else ${mailOutbox.status} end`, lastError: null })
    .where(eq(mailOutbox.bookingId, id));
  await tx.update(mailOutbox).set({ toAddress: "" }).where(and(eq(mailOutbox.bookingId, id), eq(mailOutbox.kind, "acknowledgement")));
  if (current.email) await tx.update(mailOutbox).set({ toAddress: "" }).where(eq(mailOutbox.toAddress, current.email));

  await tx.update(bookingActivities).set({ body: null }).where(eq(bookingActivities.bookingId, id));
  await eraseConversation(tx, id, current.email);

  const quoted = quotedValues.flatMap((v) => [sql`${auditLog.target} ilike ${likeOf(v)}`, sql`${auditLog.detail}::text ilike ${likeOf(v)}`]);
  if (quoted.length) await tx.update(auditLog).set({ target: `booking ${id}`, detail: null }).where(or(...quoted));
  return erased;
}

/**
 * Erasure of a visitor's personal data wherever the enquiry copied it: the booking row (names,
 * e-mail, phone, free texts, referrer), its queued e-mails, its timeline's texts, its conversation
 * (messages, attachments, replies) and any audit entry that quoted it. Category, dates, status and timestamps stay, so the statistics still add up.
 */
export function erasureStorage(db: Db) {
  return {
    eraseBookingPersonalData(id: number): Promise<Booking | undefined> {
      return db.transaction((tx) => eraseIn(tx as unknown as Db, id));
    },

    /**
     * Erases enquiries confirmed or cancelled more than `days` ago, unless another process is doing
     * it: pg_try_advisory_xact_lock in one transaction, so the lock, the work and the release share
     * one connection. Answers the erased ids, or null when another process holds the lock.
     */
    async eraseExpiredBookings(days: number, limit = 500): Promise<number[] | null> {
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
