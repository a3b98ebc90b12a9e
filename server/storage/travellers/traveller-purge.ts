import { sql } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { scrubsPending } from "@shared/schema/scrubs";
import { addDays, formatDay, type Day } from "@shared/money";
import type { Db } from "../../db";
import { currentEndSql } from "./trip-sql";

/** Days after a trip's end that its travellers' document numbers and medical notes are kept. */
export const DOCUMENTS_KEPT_DAYS = 60;

/** Any constant, the same in every process: one purge at a time across the cluster. */
const PURGE_LOCK = 724_348;

export function travellerPurgeStorage(db: Db) {
  return {
    /**
     * Deletes the document numbers and medical notes of every trip that ended 60 days or more
     * before `today`, in one transaction with the timeline entry that says so and the scrub this
     * owes the disk (scrubs_pending: server/erasure/scrub-owed.ts wipes the freed values). The
     * names, dates and contacts stay with the booking until it is erased. Answers how many
     * bookings were purged; another process already purging makes this one do nothing.
     */
    async purgeTravellerDocuments(today: Day, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as got`)) as unknown as { rows: { got: boolean }[] };
        if (!lock.rows[0]?.got) return 0;
        const due = (await tx.execute(sql`
          select b.id, ${currentEndSql}::text as end_date
          from bookings b
          left join quotes q on q.booking_id = b.id and q.state = 'accepted'
          where exists (select 1 from travellers t where t.booking_id = b.id and (t.document_number_sealed is not null or t.medical_sealed is not null))
            and ${currentEndSql} <= ${addDays(today, -DOCUMENTS_KEPT_DAYS)}::date`)) as unknown as { rows: { id: number; end_date: string }[] };
        for (const b of due.rows) {
          await tx.execute(sql`update travellers set document_number_sealed = null, medical_sealed = null, updated_at = date_trunc('milliseconds', now()) where booking_id = ${b.id}`);
          await tx.insert(bookingActivities).values({
            bookingId: b.id,
            kind: "note",
            body: `The travellers' document numbers and medical notes were deleted, ${DOCUMENTS_KEPT_DAYS} days after the trip ended on ${formatDay(b.end_date)}.`,
            by: "system",
            at,
          });
          // Their sealed values are still in the table's file and the WAL until the scrub this owes.
          await tx.insert(scrubsPending).values({ reason: "document-purge", bookingId: b.id, tripEnded: b.end_date }).onConflictDoNothing();
        }
        return due.rows.length;
      });
    },
  };
}
