import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { departureDatesText, nightsBetween, nightsText, type AdminDeparture } from "@shared/departures";
import { formatRupees } from "@shared/money";
import type { NewDeparture } from "@shared/departures/requests";
import { BOOKABLE_PROGRAMMES } from "@shared/programmes";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-request";
import { errorText } from "../../api/error-text";
import { DayField } from "../../components/day-field";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { useReturnFocus } from "../../components/use-return-focus";
import { FormField as Field } from "./form-field";
import { useDeskToday } from "../../components/use-desk-today";
import { addDeparture, changeDeparture, departuresQueryOptions, refreshDepartures } from "../../api/departures";
import { departureFormSchema, formDefaults, hasOwnDecideBy, newOf, patchOf, type DepartureFormValues } from "../departure-form";
import { endAfter, lastPrice, nightsOfDuration } from "../programme-length";
import { useProgrammeDuration } from "../programme-durations";
import { ProgrammeOptions } from "./programme-options";
import { RoomsMinimumFields, useDecideBy } from "./rooms-minimum-fields";

const FIELDS = ["programme", "startDate", "endDate", "pricePerPerson", "places", "privateRooms", "privateRoomSupplement", "minimum", "decideBy", "note"] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);

interface DepartureFormDialogProps {
  /** The departure to edit; a new one without. */
  departure?: AdminDeparture;
  /** The programme a new departure starts with (the list's filter). */
  programme?: string;
  /** **Duplicate**: a new departure with this one's programme, length, price, places and note, on a start still to choose. */
  copyOf?: AdminDeparture;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** **Add departure** or edit one: the shared request rules while typing, the server's refusals beside their fields. */
export function DepartureFormDialog({ departure, copyOf, programme = BOOKABLE_PROGRAMMES[0], open, onOpenChange }: DepartureFormDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Only an edit or a copy has a description; a new departure's dialog says it has none. */}
      <DialogContent {...(departure || copyOf ? {} : { "aria-describedby": undefined })} data-departure-form {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{departure ? `Edit ${departure.programme}` : copyOf ? `Duplicate ${copyOf.programme}` : "Add departure"}</DialogTitle>
          {departure && <DialogDescription>A new price or supplement applies to later quotes only.</DialogDescription>}
          {copyOf && <DialogDescription>{`A copy of ${departureDatesText(copyOf.startDate, copyOf.endDate)}: the same length, price, places, private rooms, minimum and note, on the start you choose.`}</DialogDescription>}
        </DialogHeader>
        {open && <DepartureForm departure={departure} copyOf={copyOf} programme={programme} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function DepartureForm({ departure, copyOf, programme, onDone }: { departure?: AdminDeparture; copyOf?: AdminDeparture; programme: string; onDone: () => void }) {
  const id = useId();
  const today = useDeskToday();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DepartureFormValues, unknown, NewDeparture>({
    resolver: zodResolver(departureFormSchema(today, departure?.startDate)),
    defaultValues: formDefaults(departure, programme, copyOf),
    // react-hook-form focuses in the order fields were registered, Price before the dates (drawn by Controllers
    // without a ref): the form focuses the first field shown as wrong instead, in the order they are seen.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  /** Set by a refused send, so the render that shows its errors focuses the first. */
  const focusFirstError = useRef(false);
  const errorCount = Object.keys(form.formState.errors).length;
  useEffect(() => {
    if (!focusFirstError.current || errorCount === 0) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  });
  const save = useMutation({
    mutationFn: ({ v, decideByChosen }: { v: NewDeparture; decideByChosen: boolean }) =>
      departure ? changeDeparture({ id: departure.id, patch: patchOf(departure, v, decideByChosen) }) : addDeparture(newOf(v, decideByChosen)),
    onSuccess: async () => {
      toast({ title: departure ? "Departure saved" : "Departure added" });
      onDone();
      await refreshDepartures(queryClient);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.details?.errors ?? []) : [];
      focusFirstError.current = fields.some((e) => isField(e.path));
      for (const e of fields) if (isField(e.path)) form.setError(e.path, { message: e.message });
      setRefusal(fields.some((e) => isField(e.path)) ? null : errorText(error, "The departure was not saved. Please try again."));
    },
  });
  const errors = form.formState.errors;
  const ids = { programme: `${id}-programme`, start: `${id}-start`, end: `${id}-end`, price: `${id}-price`, places: `${id}-places`, note: `${id}-note` };
  const described = (field: keyof DepartureFormValues, fieldId: string) => ({ "aria-invalid": errors[field] ? true : undefined, "aria-describedby": errors[field] ? `${fieldId}-hint` : undefined });
  const startDate = useWatch({ control: form.control, name: "startDate" });
  const { nights, endNote, priceNote, typedEnd, typedPrice } = useFilledFields(form, startDate, departure ?? copyOf, !departure && !copyOf);
  const decideBy = useDecideBy(form, startDate, hasOwnDecideBy(departure));

  return (
    <form
      ref={formRef}
      aria-label={departure ? "Edit departure" : copyOf ? "Duplicate departure" : "Add departure"}
      noValidate
      onSubmit={(e) =>
        form.handleSubmit(
          (v) => {
            setRefusal(null);
            save.mutate({ v, decideByChosen: decideBy.chosen });
          },
          () => {
            focusFirstError.current = true;
          },
        )(e)
      }
      className="grid gap-4"
    >
      <Field id={ids.programme} label="Programme" error={errors.programme?.message}>
        <select id={ids.programme} className={fieldControlClass} disabled={!!departure} {...described("programme", ids.programme)} {...form.register("programme")}>
          <ProgrammeOptions current={(departure ?? copyOf)?.programme ?? programme} />
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="startDate"
          render={({ field }) => <DayField id={ids.start} label="Start date" value={field.value} from={today} onValue={field.onChange} error={errors.startDate?.message} />}
        />
        <Controller
          control={form.control}
          name="endDate"
          render={({ field }) => (
            <DayField
              id={ids.end}
              label="End date"
              value={field.value}
              from={startDate || today}
              onValue={(v) => {
                typedEnd();
                field.onChange(v);
              }}
              error={errors.endDate?.message}
            />
          )}
        />
        {endNote && nights !== null && (
          <p className="text-sm text-ink-muted sm:col-span-2" data-end-note>
            {endNote}
          </p>
        )}
        <Field id={ids.price} label="Price per person (₹)" error={errors.pricePerPerson?.message} note={priceNote}>
          <Input
            id={ids.price}
            inputMode="numeric"
            autoComplete="off"
            {...described("pricePerPerson", ids.price)}
            {...form.register("pricePerPerson", { onChange: typedPrice })}
          />
        </Field>
        <Field id={ids.places} label="Places" error={errors.places?.message}>
          <Input id={ids.places} inputMode="numeric" autoComplete="off" {...described("places", ids.places)} {...form.register("places")} />
        </Field>
      </div>
      <RoomsMinimumFields form={form} id={id} today={today} decideBy={decideBy} />
      <Field id={ids.note} label="Note for the team (optional)" error={errors.note?.message}>
        <Textarea id={ids.note} rows={2} maxLength={1000} {...described("note", ids.note)} {...form.register("note")} />
      </Field>
      {refusal && <FormMessage tone="error">{refusal}</FormMessage>}
      <SubmitOrCancel disabled={save.isPending} onCancel={onDone}>
        {departure ? "Save departure" : "Add departure"}
      </SubmitOrCancel>
    </form>
  );
}

type DepartureFormApi = ReturnType<typeof useForm<DepartureFormValues, unknown, NewDeparture>>;

/**
 * What the form fills for staff: the end date from the start and the length (the programme's for a
 * new departure, the departure's own for an edit or a copy), until the end is typed by hand; and a new
 * departure's price from the programme's last one, until a price is typed.
 */
function useFilledFields(form: DepartureFormApi, startDate: string, base: AdminDeparture | undefined, isNew: boolean) {
  const endTyped = useRef(false);
  const priceTyped = useRef(false);
  const programme = useWatch({ control: form.control, name: "programme" });
  const duration = useProgrammeDuration(programme);
  const nights = base ? nightsBetween(base.startDate, base.endDate) : nightsOfDuration(duration);
  const history = useQuery({ ...departuresQueryOptions({ programme }), enabled: isNew && programme !== "" });
  const last = isNew && history.data ? lastPrice(history.data) : null;

  useEffect(() => {
    if (endTyped.current) return;
    const end = endAfter(startDate, nights);
    if (end && end !== form.getValues("endDate")) form.setValue("endDate", end, { shouldValidate: form.formState.isSubmitted });
  }, [form, startDate, nights]);

  useEffect(() => {
    if (last === null || priceTyped.current) return;
    form.setValue("pricePerPerson", String(last), { shouldValidate: form.formState.isSubmitted });
  }, [form, last]);

  const endNote = base ? `End date kept ${nightsText(nights ?? 0)} after the start; change it if this one runs longer.` : duration ? `End date from the programme's length (${duration}); change it if this one differs.` : undefined;
  const priceNote = last !== null ? `The programme's last price: ${formatRupees(last)}` : undefined;
  const typedEnd = () => {
    endTyped.current = true;
  };
  const typedPrice = () => {
    priceTyped.current = true;
  };
  return { nights, endNote, priceNote, typedEnd, typedPrice };
}
