import { asc, inArray, sql } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { scrubsPending } from "@shared/schema/scrubs";
import { formatDay } from "@shared/money";
import type { Db } from "../db";

export type ScrubOwed = typeof scrubsPending.$inferSelect;

/** What the timeline says once a purge's documents have left the server's files as well. */
export function wipedNote(tripEnded: string): string {
  return `The travellers' document numbers and medical notes of the trip that ended on ${formatDay(tripEnded)} were wiped from the database's files and its write-ahead log: no backup written from now on holds them.`;
}

/**
 * The scrubs the disk still owes (shared/schema/scrubs.ts), written in the transaction that freed
 * the values (a purge) or by a migration, and finished by server/erasure/scrub-owed.ts.
 */
export function scrubsOwedStorage(db: Db) {
  return {
    scrubsOwed(): Promise<ScrubOwed[]> {
      return db.select().from(scrubsPending).orderBy(asc(scrubsPending.id));
    },

    /**
     * These scrubs are done: each purge's timeline says its documents left the server's files too
     * (`wiped`; false where the server does not scrub, on PostgreSQL, and the purge's note stands alone).
     */
    async finishScrubs(owed: ScrubOwed[], wiped: boolean, at: Date): Promise<void> {
      if (owed.length === 0) return;
      await db.transaction(async (tx) => {
        // Only the rows this call deletes are noted: a scrub finished twice at once says so once.
        const gone = await tx.delete(scrubsPending).where(inArray(scrubsPending.id, owed.map((o) => o.id))).returning();
        const notes = gone.filter((o) => o.reason === "document-purge" && o.bookingId !== null && o.tripEnded !== null);
        if (wiped && notes.length > 0) {
          await tx.insert(bookingActivities).values(notes.map((o) => ({ bookingId: o.bookingId!, kind: "note", body: wipedNote(o.tripEnded!), by: "system", at })));
        }
      });
    },

    /** The scrub failed again: counted, with its error, and tried again before the next backup. */
    async scrubsFailed(owed: ScrubOwed[], error: string): Promise<void> {
      if (owed.length === 0) return;
      await db
        .update(scrubsPending)
        .set({ attempts: sql`${scrubsPending.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(inArray(scrubsPending.id, owed.map((o) => o.id)));
    },
  };
}
