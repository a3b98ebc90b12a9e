import { eq, sql } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import type { Db } from "../db";

/** Who is acting: the signed-in staff member. */
export interface Actor {
  id: number;
  username: string;
}

/**
 * A contact with the visitor answers what awaited a reply; the first one is also the first response.
 */
export async function answerBooking(tx: Db, bookingId: number, at: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ firstResponseAt: sql`coalesce(${bookings.firstResponseAt}, ${at.toISOString()}::timestamptz)`, replyDueAt: null, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
}

/** How long a visitor's message may wait for our answer (the 24-hour promise, docs/decisions/follow-ups-and-digest.md). */
const REPLY_WITHIN = "24 hours";

/** A visitor's message awaits a reply: 24 hours from the oldest one not yet answered. */
export async function awaitReply(tx: Db, bookingId: number, at: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ replyDueAt: sql`coalesce(${bookings.replyDueAt}, ${at.toISOString()}::timestamptz + interval '${sql.raw(REPLY_WITHIN)}')`, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
}
