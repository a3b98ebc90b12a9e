import { useEffect, useRef, useState } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { formatDay } from "@shared/money";
import { DECIDE_DAYS_BEFORE } from "@shared/departures/rooms-minimum";
import type { NewDeparture } from "@shared/departures/requests";
import { Input } from "@/components/ui/input";
import { DayField } from "../../components/day-field";
import { defaultDecideBy, type DepartureFormValues } from "../departure-form";
import { FormField as Field } from "./form-field";

type DepartureFormApi = UseFormReturn<DepartureFormValues, unknown, NewDeparture>;

/**
 * The day to decide follows the start (45 days before it), as the server reads a departure without one,
 * until staff type or pick a day of their own. Emptied, it means the same 45 days and stays empty for
 * typing, until the start moves again. `chosen` says, at sending, whether the day is the staff's own.
 */
export function useDecideBy(form: DepartureFormApi, startDate: string, initiallyChosen: boolean) {
  const [chosen, setChosen] = useState(initiallyChosen);
  // The start the field was last filled from (or left alone for): only a new start fills it again.
  const filledFor = useRef(startDate);
  useEffect(() => {
    if (chosen || filledFor.current === startDate) return;
    filledFor.current = startDate;
    form.setValue("decideBy", defaultDecideBy(startDate), { shouldValidate: form.formState.isSubmitted });
  }, [form, startDate, chosen]);
  return {
    chosen,
    onValue: (day: string) => {
      filledFor.current = form.getValues("startDate");
      setChosen(day !== "");
      form.setValue("decideBy", day, { shouldValidate: form.formState.isSubmitted });
    },
  };
}

/** **Private room** (how many of the places, and the supplement per person) and the minimum to run with its day to decide. */
export function RoomsMinimumFields({ form, id, today, decideBy }: { form: DepartureFormApi; id: string; today: string; decideBy: ReturnType<typeof useDecideBy> }) {
  const errors = form.formState.errors;
  const ids = { rooms: `${id}-rooms`, supplement: `${id}-supplement`, minimum: `${id}-minimum`, decideBy: `${id}-decide-by` };
  const described = (field: keyof DepartureFormValues, fieldId: string) => ({ "aria-invalid": errors[field] ? true : undefined, "aria-describedby": errors[field] ? `${fieldId}-hint` : undefined });
  const [startDate, value] = useWatch({ control: form.control, name: ["startDate", "decideBy"] });
  const followed = defaultDecideBy(startDate);
  const note = !followed
    ? null
    : decideBy.chosen
      ? `Empty it to decide ${DECIDE_DAYS_BEFORE} days before the start (${formatDay(followed)}).`
      : value === ""
        ? `Empty: decided ${DECIDE_DAYS_BEFORE} days before the start (${formatDay(followed)}).`
        : `${DECIDE_DAYS_BEFORE} days before the start; choose another day if you like.`;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-rooms-minimum>
      <legend className="sr-only">Private rooms and the minimum to run</legend>
      <Field id={ids.rooms} label="Private rooms" error={errors.privateRooms?.message} note="How many of the places can be a room of one's own; empty for none.">
        <Input id={ids.rooms} inputMode="numeric" autoComplete="off" {...described("privateRooms", ids.rooms)} {...form.register("privateRooms")} />
      </Field>
      <Field id={ids.supplement} label="Private room supplement (₹)" error={errors.privateRoomSupplement?.message} note="Per person with a room of their own.">
        <Input id={ids.supplement} inputMode="numeric" autoComplete="off" {...described("privateRoomSupplement", ids.supplement)} {...form.register("privateRoomSupplement")} />
      </Field>
      <Field id={ids.minimum} label="Minimum to run (travellers)" error={errors.minimum?.message} note="Empty: it runs whatever the number.">
        <Input id={ids.minimum} inputMode="numeric" autoComplete="off" {...described("minimum", ids.minimum)} {...form.register("minimum")} />
      </Field>
      <div className="grid content-start gap-1.5">
        <Controller
          control={form.control}
          name="decideBy"
          render={({ field }) => <DayField id={ids.decideBy} label="Decide by" value={field.value} from={today} to={startDate || undefined} onValue={decideBy.onValue} error={errors.decideBy?.message} />}
        />
        {note && (
          <p className="text-sm text-ink-muted" data-decide-by-note>
            {note}
          </p>
        )}
      </div>
    </fieldset>
  );
}
