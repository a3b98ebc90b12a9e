import { inArray } from "drizzle-orm";
import { dateChanges, instalments } from "@shared/schema/money";
import { dateChangeFee, formatRupees, moveSchedule, type Day } from "@shared/money";
import { tripDatesText } from "@shared/departures/trip-dates-text";
import type { DateChangeInput } from "@shared/money/payment-requests";
import type { Db } from "../../db";
import { readBookingMoney } from "./booking-money";
import { currentDates } from "./cancellations";
import { queuePaymentMail, recordMoneyChange, type MoneyActor } from "./money-record";
import { refusalOf, type MoneyRefusal } from "./payment-queries";
import { lockBookingForPlaces } from "../departures/places";
import type { Clock } from "../../core/clock";
import { moveToDeparture, type MoveRefusal } from "../departures/move-places";

export type DateChangeResult = { ok: true; fee: number } | MoneyRefusal | MoveRefusal;

/** Changes of an accepted booking's dates. */
export function dateChangeStorage(db: Db, clock: Clock, offerHours: number) {
  return {
    /**
     * Moves the trip: the fee by dateChangeFee (a **Date change fee** instalment due today when not
     * free), the unpaid instalments by moveSchedule (each moved row marked replaced and the moved one
     * added, so its reminders are new), the change recorded and the visitor e-mailed the new schedule.
     */
    async changeDates(bookingId: number, input: DateChangeInput, by: MoneyActor, today: Day, domain: string): Promise<DateChangeResult> {
      return db.transaction(async (tx) => {
        // The one lock order of changes of places: the departures (its own and the one it moves to), then the booking.
        await lockBookingForPlaces(tx, bookingId, [input.departureId]);
        const money = await readBookingMoney(tx, bookingId, today, true);
        const refused = refusalOf(money);
        if (refused) return refused;
        const { booking, accepted, status } = money!;
        const current = await currentDates(tx, money!);
        if (input.startDate < today) return { error: "invalid", path: "startDate", message: "Must not be before today" };
        if (input.startDate === current.start && input.endDate === current.end) return { error: "invalid", path: "startDate", message: "These are the trip's dates already" };
        const move = await moveToDeparture(tx, booking, accepted!.travellers, input.departureId, { today, now: clock.now(), offerHours, messageIdDomain: domain });
        if (move) return move;
        const fee = dateChangeFee({ today, currentStart: current.start, earlierChanges: current.changes });
        const moved = moveSchedule({ status: status.schedule, currentStart: current.start, newStart: input.startDate, today });
        const changed = money!.instalments.filter((inst, i) => moved[i].dueDate !== inst.dueDate);
        if (changed.length > 0) {
          await tx.update(instalments).set({ replacedAt: new Date() }).where(inArray(instalments.id, changed.map((c) => c.row.id)));
          await tx.insert(instalments).values(
            changed.map((c) => {
              const i = money!.instalments.indexOf(c);
              return { bookingId, quoteId: c.row.quoteId, kind: c.row.kind, label: c.row.label, percent: c.row.percent, amount: c.row.amount, dueDate: moved[i].dueDate!, covers: c.row.covers, createdBy: by.username };
            }),
          );
        }
        if (fee > 0) {
          await tx.insert(instalments).values({ bookingId, quoteId: accepted!.id, kind: "date-change-fee", label: "Date change fee", percent: 0, amount: fee, dueDate: today, createdBy: by.username });
        }
        const [change] = await tx
          .insert(dateChanges)
          .values({ bookingId, fromStart: current.start, fromEnd: current.end, toStart: input.startDate, toEnd: input.endDate, fee, createdBy: by.username })
          .returning({ id: dateChanges.id });
        await recordMoneyChange(tx, clock, bookingId, by, {
          kind: "date-change",
          action: "dates-changed",
          data: {
            dateChangeId: change.id,
            fromStart: current.start,
            toStart: input.startDate,
            toEnd: input.endDate,
            fee,
            summary: `Dates changed to ${tripDatesText(input.startDate, input.endDate, "dash")}${fee > 0 ? ` (fee ${formatRupees(fee)})` : " (free)"}`,
          },
        });
        await queuePaymentMail(tx, booking, "date-change", { dateChangeId: change.id }, domain);
        return { ok: true, fee };
      });
    },
  };
}

