import { inArray } from "drizzle-orm";
import { dateChanges, instalments } from "@shared/schema/money";
import type { Booking } from "@shared/schema/bookings";
import type { Day } from "@shared/money";
import type { Db } from "../../db";
import type { Clock } from "../../core/clock";
import type { InstalmentRow } from "./booking-money";
import { moveToDeparture } from "../departures/move-places";

/** An instalment moved to another due day: its row, and the day it is due now. */
export interface MovedInstalment {
  row: InstalmentRow;
  dueDate: Day;
}

/** The writes of a change of an accepted booking's dates, inside its transaction (server/use-cases/change-dates.ts orders them). */
export function dateChangeWrites(tx: Db, clock: Clock, offerHours: number) {
  return {
    /** To the departure of the new dates (or none), when its places fit (move-places.ts). */
    moveToDeparture: (booking: Booking, travellers: number, to: number | undefined, today: Day, messageIdDomain: string) =>
      moveToDeparture(tx, booking, travellers, to, { today, now: clock.now(), offerHours, messageIdDomain }),

    /** Each moved instalment's row marked replaced and the moved one added, so its reminders are new. */
    async moveInstalments(bookingId: number, moved: MovedInstalment[], by: string): Promise<void> {
      if (moved.length === 0) return;
      await tx.update(instalments).set({ replacedAt: new Date() }).where(inArray(instalments.id, moved.map((m) => m.row.id)));
      await tx.insert(instalments).values(
        moved.map(({ row, dueDate }) => ({ bookingId, quoteId: row.quoteId, kind: row.kind, label: row.label, percent: row.percent, amount: row.amount, dueDate, covers: row.covers, createdBy: by })),
      );
    },

    /** A **Date change fee** instalment due today. */
    async addDateChangeFee(bookingId: number, quoteId: number, fee: number, today: Day, by: string): Promise<void> {
      await tx.insert(instalments).values({ bookingId, quoteId, kind: "date-change-fee", label: "Date change fee", percent: 0, amount: fee, dueDate: today, createdBy: by });
    },

    async insertDateChange(bookingId: number, from: { start: Day; end: Day }, to: { start: Day; end: Day }, fee: number, by: string): Promise<number> {
      const [change] = await tx
        .insert(dateChanges)
        .values({ bookingId, fromStart: from.start, fromEnd: from.end, toStart: to.start, toEnd: to.end, fee, createdBy: by })
        .returning({ id: dateChanges.id });
      return change.id;
    },
  };
}
