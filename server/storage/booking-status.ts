import { desc, eq, inArray, sql } from "drizzle-orm";
import { bookings, bookingStatusHistory, type Booking, type StatusChange, type StatusUndo } from "@shared/schema/bookings";
import type { BookingStatus } from "@shared/booking-status";
import type { Db } from "../db";
import { lockBookingForPlaces, lockDeparture } from "./departures/places";

/**
 * A status change of bookings inside the caller's transaction (each in `current` once, read with its
 * row locked): the status, the first response it may be, and the history entry, built and not yet
 * run. What the visitors' acceptances run, a turn's at once, in one statement with its other writes
 * (write-together.ts). No history for a booking already in `status`.
 */
export function statusChanges(tx: Db, current: Booking[], status: BookingStatus, by: string) {
  const now = new Date();
  // The first move away from pending is an answer to the visitor, unless one was logged before.
  const answering = current.filter((b) => b.status === "pending" && status !== "pending" && !b.firstResponseAt).map((b) => b.id);
  const firstResponseAt = () => sql`case when ${inArray(bookings.id, answering)} then ${now.toISOString()}::timestamptz else ${bookings.firstResponseAt} end`;
  const update = tx
    .update(bookings)
    .set({ status, updatedAt: now, ...(answering.length > 0 ? { firstResponseAt: firstResponseAt() } : {}) })
    .where(inArray(bookings.id, current.map((b) => b.id)));
  const changed = current.filter((b) => b.status !== status);
  const history = changed.length > 0 ? tx.insert(bookingStatusHistory).values(changed.map((b) => ({ bookingId: b.id, fromStatus: b.status, toStatus: status, changedBy: by }))) : undefined;
  return { update, history };
}

/** How long after a status change setting it back undoes what the change altered. */
const UNDO_WITHIN_MS = 10_000;

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * What to restore when `status` sets back the booking's last status change, made less than
 * UNDO_WITHIN_MS ago: only while no message went either way since.
 */
async function undoneChange(tx: Db, current: Booking, status: BookingStatus, now: Date): Promise<StatusUndo | undefined> {
  const [last] = await tx
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, current.id))
    .orderBy(desc(bookingStatusHistory.id))
    .limit(1);
  if (!last?.undo || last.fromStatus !== status || last.toStatus !== current.status) return undefined;
  if (now.getTime() - last.changedAt.getTime() > UNDO_WITHIN_MS) return undefined;
  // A message either way since then (a reply, a logged contact, the visitor's e-mail) stands.
  if (current.lastMessageAt && current.lastMessageAt > last.changedAt) return undefined;
  return last.undo;
}

/**
 * Why a status can't simply be set: an accepted quote's booking is cancelled by Cancel booking,
 * which settles its refund or credit by the policy, and a booking cancelled that way stays
 * cancelled (its settlement was told to the visitor).
 */
export interface StatusRefusal {
  error: "accepted-quote" | "settled" | "places-gone";
}

/** A cancelled booking set back would hold places (its open quote, or its offer in line) that others have taken or hold since. */
class PlacesGone extends Error {}

async function moneyRefusal(tx: Db, id: number, status: BookingStatus): Promise<StatusRefusal | undefined> {
  const res = (await tx.execute(sql`select
      exists (select 1 from quotes where booking_id = ${id} and state = 'accepted') as accepted,
      exists (select 1 from cancellations where booking_id = ${id}) as settled`)) as unknown as { rows: { accepted: boolean; settled: boolean }[] };
  const { accepted, settled } = res.rows[0];
  if (settled) return { error: "settled" };
  if (accepted && status === "cancelled") return { error: "accepted-quote" };
  return undefined;
}

/** A booking's status: setting it (with what setting it back soon after restores) and its history. */
export function bookingStatusStorage(db: Db) {
  function changeStatus(id: number, status: BookingStatus, by: string, today: string): Promise<Booking | undefined | StatusRefusal> {
    return db.transaction(async (tx) => {
      const current = await lockBookingForPlaces(tx, id);
      if (!current) return undefined;
      const refusal = current.status === status ? undefined : await moneyRefusal(tx, id, status);
      if (refusal) return refusal;
      const revived = current.status === "cancelled" && status !== "cancelled" ? current.departureId : null;
      const before = revived === null ? undefined : await lockDeparture(tx, revived, { today });
      const now = new Date();
      const restore = await undoneChange(tx, current, status, now);
      // The first move away from pending is an answer to the visitor, unless one was logged before.
      const answers = !restore && current.status === "pending" && status !== "pending" && !current.firstResponseAt;
      const [updated] = await tx
        .update(bookings)
        .set({
          status,
          updatedAt: now,
          ...(answers ? { firstResponseAt: now } : {}),
          ...(restore ? { firstResponseAt: dateOrNull(restore.firstResponseAt), replyDueAt: dateOrNull(restore.replyDueAt) } : {}),
        })
        .where(eq(bookings.id, id))
        .returning();
      if (current.status !== status) {
        const undo: StatusUndo | null = answers ? { firstResponseAt: null, replyDueAt: current.replyDueAt?.toISOString() ?? null } : null;
        await tx.insert(bookingStatusHistory).values({ bookingId: id, fromStatus: current.status, toStatus: status, changedBy: by, changedAt: now, undo });
      }
      if (before && revived !== null) {
        const after = (await lockDeparture(tx, revived, { today }))!;
        // Thrown, so the whole change is rolled back.
        if (after.held > before.held && after.taken + after.held > after.departure.places) throw new PlacesGone();
      }
      return updated;
    });
  }

  return {
    /**
     * Sets a booking's status and records the change in the same transaction. The row lock makes
     * concurrent changes queue up, so each history entry's "from" is the status it really replaced.
     * The entry keeps what else the change altered; setting the status back within UNDO_WITHIN_MS
     * restores it (a first move away from pending had answered the enquiry and ended its reply due).
     * A cancelled booking set back holds its places again (its open quote, or its offer in line), so
     * the change takes its departure's lock first, as every change of places, and is refused when
     * those places have gone to others meanwhile. `today` is the company's, for the quotes' validity.
     */
    async updateBookingStatus(id: number, status: BookingStatus, by: string, today: string): Promise<Booking | undefined | StatusRefusal> {
      try {
        return await changeStatus(id, status, by, today);
      } catch (e) {
        if (e instanceof PlacesGone) return { error: "places-gone" };
        throw e;
      }
    },

    async getStatusHistory(id: number): Promise<StatusChange[] | undefined> {
      const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
      if (!booking) return undefined;
      const rows = await db
        .select()
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.bookingId, id))
        .orderBy(bookingStatusHistory.id);
      return rows.map((r) => ({
        from: r.fromStatus as BookingStatus,
        to: r.toStatus as BookingStatus,
        by: r.changedBy,
        at: r.changedAt.toISOString(),
      }));
    },
  };
}
