import { eq } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { bookings } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { users } from "@shared/schema/users";
import { ASSIGNMENT_ALERT } from "@shared/mail-states";
import { staffLabel } from "@shared/staff-profile";
import type { Db } from "../db";
import type { Actor } from "./reply-due";

export type AssignIn = { changed: boolean } | { error: "bad-user" };

/**
 * Sets or clears a booking's assignee inside the caller's transaction (the booking row already
 * locked): the change goes on the timeline, and a new assignee with an e-mail who is not the one
 * making the change is told through the outbox, in the same transaction.
 */
export async function assignIn(tx: Db, booking: { id: number; reference: string; assigneeId: number | null }, userId: number | null, by: Actor, messageIdDomain: string): Promise<AssignIn> {
  const [user] = userId === null ? [] : await tx.select().from(users).where(eq(users.id, userId));
  if (userId !== null && (!user || user.disabledAt)) return { error: "bad-user" };
  if (booking.assigneeId === userId) return { changed: false };
  await tx.update(bookings).set({ assigneeId: userId, updatedAt: new Date() }).where(eq(bookings.id, booking.id));
  const [entry] = await tx
    .insert(bookingActivities)
    .values({ bookingId: booking.id, kind: "assignment", data: { assigneeId: userId, assignee: user ? staffLabel(user) : null }, byUserId: by.id, by: by.username })
    .returning({ id: bookingActivities.id });
  if (user?.email && user.id !== by.id) {
    await tx.insert(mailOutbox).values({
      bookingId: booking.id,
      kind: ASSIGNMENT_ALERT,
      toAddress: user.email,
      messageId: `<assigned-${entry.id}.${booking.reference}@${messageIdDomain}>`,
    });
  }
  return { changed: true };
}
