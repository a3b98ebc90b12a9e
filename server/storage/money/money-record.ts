import { randomUUID } from "node:crypto";
import { auditLog } from "@shared/schema/audit";
import { bookingActivities } from "@shared/schema/activities";
import { mailOutbox } from "@shared/schema/mail";
import { type Booking } from "@shared/schema/bookings";
import type { AuditAction } from "@shared/audit-actions";
import type { PaymentMailKind } from "@shared/money/payment-mail-kinds";
import type { Db } from "../../db";
import type { Clock } from "../../core/clock";
import { refreshMoneyDues } from "./money-due-sql";

/** Who acted on a booking's money, and from where, as the audit log records it. */
export interface MoneyActor {
  id: number | null;
  username: string;
  address: string | null;
}

/** What a money change leaves in the timeline (`kind`, `data`) and in the audit log (`action`, `data`). */
export interface MoneyEntry {
  kind: string;
  action: AuditAction;
  data: Record<string, unknown>;
}

/** One booking's money change, as recordMoneyChanges records it. */
export interface MoneyChange {
  bookingId: number;
  by: MoneyActor;
  entry: MoneyEntry;
}

/**
 * Writes what a change to a booking's money leaves behind, inside the change's own transaction: the
 * timeline entry and the audit entry, so neither can exist without the other or without the change.
 */
export function recordMoneyChange(tx: Db, clock: Clock, bookingId: number, by: MoneyActor, entry: MoneyEntry): Promise<void> {
  return recordMoneyChanges(tx, clock, [{ bookingId, by, entry }]);
}

/**
 * recordMoneyChange for many changes at once, in the same few statements however many there are
 * (none for none): the entries are written in the order of `changes`.
 */
export async function recordMoneyChanges(tx: Db, clock: Clock, changes: MoneyChange[]): Promise<void> {
  if (changes.length === 0) return;
  // Every money change is recorded here, in its own transaction: what the money views page on follows it.
  await refreshMoneyDues(tx, changes.map((c) => c.bookingId));
  const { activities, audit } = moneyChangeEntries(tx, clock, changes);
  await activities;
  await audit;
}

/**
 * The timeline and audit entries of money changes, built and not yet run (after refreshMoneyDues,
 * which recordMoneyChanges runs first): a turn of acceptances writes them together with its
 * e-mails (write-together.ts).
 */
export function moneyChangeEntries(tx: Db, clock: Clock, changes: MoneyChange[]) {
  const activities = tx
    .insert(bookingActivities)
    .values(changes.map(({ bookingId, by, entry }) => ({ bookingId, kind: entry.kind, data: entry.data, byUserId: by.id, by: by.username, at: clock.now() })));
  const audit = tx.insert(auditLog).values(
    changes.map(({ bookingId, by, entry }) => ({
      actorId: by.id,
      actor: by.username,
      action: entry.action,
      target: `booking ${bookingId}`,
      address: by.address,
      detail: entry.data,
      bookingId,
    })),
  );
  return { activities, audit };
}

/**
 * Queues a money e-mail to the visitor; its words are rendered from `data` (ids, never copies of
 * personal data) when it is sent, so an erased booking's queued mail has nothing to say. `key`
 * makes the Message-ID stable for an e-mail that must go once (a reminder); otherwise it is unique.
 * Answers whether a row was queued.
 */
export async function queuePaymentMail(
  tx: Db,
  booking: Pick<Booking, "id" | "reference" | "email">,
  kind: PaymentMailKind,
  data: Record<string, unknown>,
  domain: string,
  key: string = randomUUID(),
): Promise<boolean> {
  const messageId = `<booking-${booking.id}-${kind}-${key}.${booking.reference}@${domain}>`;
  const rows = await tx
    .insert(mailOutbox)
    .values({ bookingId: booking.id, kind, toAddress: booking.email.toLowerCase(), messageId, data })
    .onConflictDoNothing({ target: mailOutbox.messageId })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
