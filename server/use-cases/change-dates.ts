import { dateChangeFee, formatRupees, moveSchedule, type Day } from "@shared/money";
import { tripDatesText } from "@shared/departures/trip-dates-text";
import type { DateChangeInput } from "@shared/money/payment-requests";
import type { MoneyActor, MoneyRefusal, MoveRefusal, Storage } from "../storage";
import { moneyRefusalOf } from "../storage";

export type ChangeDatesStorage = { changes: Pick<Storage["changes"], "inPlacesChange"> };
export type DateChangeResult = { ok: true; fee: number } | MoneyRefusal | MoveRefusal;

/**
 * Staff move an accepted booking to new dates (docs/money.md), in one transaction: onto the new
 * dates' departure when its places fit (or off a departure), the fee by dateChangeFee (a **Date
 * change fee** instalment due today when not free), the unpaid instalments by moveSchedule (each
 * moved row replaced, so its reminders are new), the change recorded and the visitor e-mailed the
 * new schedule.
 */
export function changeDates(storage: ChangeDatesStorage, bookingId: number, input: DateChangeInput, by: MoneyActor, today: Day, domain: string): Promise<DateChangeResult> {
  return storage.changes.inPlacesChange([input.departureId], async (writes): Promise<DateChangeResult> => {
    await writes.lockBooking(bookingId, [input.departureId]);
    const money = await writes.readMoney(bookingId, today);
    const refused = moneyRefusalOf(money);
    if (refused) return refused;
    const { booking, accepted, status, instalments } = money!;
    const current = await writes.currentDates(money!);
    if (input.startDate < today) return { error: "invalid", path: "startDate", message: "Must not be before today" };
    if (input.startDate === current.start && input.endDate === current.end) return { error: "invalid", path: "startDate", message: "These are the trip's dates already" };
    const move = await writes.moveToDeparture(booking, accepted!.travellers, input.departureId, today, domain);
    if (move) return move;
    const fee = dateChangeFee({ today, currentStart: current.start, earlierChanges: current.changes });
    const moved = moveSchedule({ status: status.schedule, currentStart: current.start, newStart: input.startDate, today });
    await writes.moveInstalments(
      bookingId,
      instalments.flatMap((inst, i) => (moved[i].dueDate !== inst.dueDate ? [{ row: inst.row, dueDate: moved[i].dueDate! }] : [])),
      by.username,
    );
    if (fee > 0) await writes.addDateChangeFee(bookingId, accepted!.id, fee, today, by.username);
    const changeId = await writes.insertDateChange(bookingId, current, { start: input.startDate, end: input.endDate }, fee, by.username);
    await writes.record(bookingId, by, {
      kind: "date-change",
      action: "dates-changed",
      data: {
        dateChangeId: changeId,
        fromStart: current.start,
        toStart: input.startDate,
        toEnd: input.endDate,
        fee,
        summary: `Dates changed to ${tripDatesText(input.startDate, input.endDate, "dash")}${fee > 0 ? ` (fee ${formatRupees(fee)})` : " (free)"}`,
      },
    });
    await writes.queuePaymentMail(booking, "date-change", { dateChangeId: changeId }, domain);
    return { ok: true, fee };
  });
}
