import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { departureDatesText, tripDatesText, type AdminDeparture } from "@shared/departures";
import { dateChangeFee, formatRupees, FREE_CHANGE_DAYS, type Day } from "@shared/money";
import type { TripDates } from "@shared/money/account-types";
import { dateChangeSchema } from "@shared/money/payment-requests";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { changeDatesMutation } from "../api/change-dates";
import { useMoneyAction } from "../hooks/use-money-action";
import { issuesByPath, serverFieldErrors, type FieldErrors } from "../form-values";
import { DayField } from "../../components/day-field";
import { bookingDetailQueryOptions } from "../../api/booking-detail";
import { DepartureChoice } from "./departure-choice";

/**
 * **Change dates**: whether this change is free or costs the fee (dateChangeFee, the server's rule)
 * is said before confirming; after it the account shows the moved schedule.
 */
export function ChangeDatesForm({ bookingId, dates, today, onDone }: { bookingId: number; dates: TripDates; today: Day; onDone: () => void }) {
  const [startDate, setStart] = useState(dates.startDate);
  const [endDate, setEnd] = useState(dates.endDate);
  const [shown, setShown] = useState<FieldErrors>({});
  const [moveTo, setMoveTo] = useState<AdminDeparture | null>(null);
  const detail = useQuery(bookingDetailQueryOptions(bookingId)).data;
  const change = useMoneyAction(changeDatesMutation, "Dates changed", onDone);
  const ids = { start: useId(), end: useId(), departure: useId() };
  const fee = dateChangeFee({ today, currentStart: dates.startDate, earlierChanges: dates.changes });
  const errors = { ...shown, ...serverFieldErrors(change.error) };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // A move takes the departure's dates; the server checks its places under its lock.
    const parsed = dateChangeSchema.safeParse(moveTo ? { startDate: moveTo.startDate, endDate: moveTo.endDate, departureId: moveTo.id } : { startDate, endDate });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    if (!moveTo && startDate < today) found.startDate ??= "Must be today or later";
    setShown(found);
    if (parsed.success && Object.keys(found).length === 0) change.mutate({ id: bookingId, dates: parsed.data });
  };
  return (
    <form aria-label="Change dates" noValidate onSubmit={submit} className="grid gap-3 rounded-card border border-ink/10 p-3" data-change-dates>
      <p className="text-sm">
        Now {tripDatesText(dates.startDate, dates.endDate, "dash")}.
      </p>
      <DepartureChoice
        id={ids.departure}
        label="Move to departure"
        programme={detail?.departure?.programme ?? detail?.sourceProgramme ?? null}
        today={today}
        value={moveTo?.id ?? null}
        except={detail?.departureId ?? null}
        onChoose={setMoveTo}
        none="None: new dates typed below"
        error={errors.departureId}
      />
      {moveTo ? (
        <p className="text-sm" data-move-to>
          New dates: {departureDatesText(moveTo.startDate, moveTo.endDate)}, the departure&apos;s. The price stays as accepted: this departure&apos;s {formatRupees(moveTo.pricePerPerson)} per person is for new quotes only.
        </p>
      ) : (
        <>
          <DayField id={ids.start} label="New start date" value={startDate} from={today} onValue={setStart} error={errors.startDate} />
          <DayField id={ids.end} label="New end date" value={endDate} from={startDate || today} onValue={setEnd} error={errors.endDate} />
        </>
      )}
      <p className="rounded-xl bg-sand/60 p-2 text-sm" data-date-change-fee>
        {fee === 0
          ? `This change is free: the first change, ${FREE_CHANGE_DAYS} or more days before the start.`
          : `This change adds a Date change fee of ${formatRupees(fee)}, due today${dates.changes > 0 ? " (the dates were changed before)" : ` (under ${FREE_CHANGE_DAYS} days before the start)`}.`}{" "}
        The unpaid instalments move with the start.
      </p>
      {change.isError && <FormMessage tone="error">{errorText(change.error, "The dates were not changed. Please try again.")}</FormMessage>}
      <SubmitOrCancel disabled={change.isPending} onCancel={onDone}>
        {fee === 0 ? "Change dates" : `Change dates for ${formatRupees(fee)}`}
      </SubmitOrCancel>
    </form>
  );
}
