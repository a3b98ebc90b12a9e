import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminDeparture } from "@shared/departures";
import type { NewDeparture } from "@shared/departures/requests";
import { BOOKABLE_PROGRAMMES } from "@shared/programmes";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/query-client";
import { errorText } from "../../api/error-text";
import { DayField } from "../../components/day-field";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { FormField as Field } from "./form-field";
import { useDeskToday } from "../../components/use-desk-today";
import { addDeparture, changeDeparture, refreshDepartures } from "../../api/departures";
import { departureFormSchema, formDefaults, patchOf, type DepartureFormValues } from "../departure-form";

const FIELDS = ["programme", "startDate", "endDate", "pricePerPerson", "places", "note"] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);

interface DepartureFormDialogProps {
  /** The departure to edit; a new one without. */
  departure?: AdminDeparture;
  /** The programme a new departure starts with (the list's filter). */
  programme?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** **Add departure** or edit one: the shared request rules while typing, the server's refusals beside their fields. */
export function DepartureFormDialog({ departure, programme = BOOKABLE_PROGRAMMES[0], open, onOpenChange }: DepartureFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Only an edit has a description; a new departure's dialog says it has none. */}
      <DialogContent {...(departure ? {} : { "aria-describedby": undefined })} data-departure-form>
        <DialogHeader>
          <DialogTitle>{departure ? `Edit ${departure.programme}` : "Add departure"}</DialogTitle>
          {departure && <DialogDescription>A new price applies to later quotes only.</DialogDescription>}
        </DialogHeader>
        {open && <DepartureForm departure={departure} programme={programme} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function DepartureForm({ departure, programme, onDone }: { departure?: AdminDeparture; programme: string; onDone: () => void }) {
  const id = useId();
  const today = useDeskToday();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DepartureFormValues, unknown, NewDeparture>({
    resolver: zodResolver(departureFormSchema(today, departure?.startDate)),
    defaultValues: formDefaults(departure, programme),
  });
  const save = useMutation({
    mutationFn: (v: NewDeparture) => (departure ? changeDeparture({ id: departure.id, patch: patchOf(departure, v) }) : addDeparture(v)),
    onSuccess: async () => {
      toast({ title: departure ? "Departure saved" : "Departure added" });
      onDone();
      await refreshDepartures(queryClient);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.details?.errors ?? []) : [];
      for (const e of fields) if (isField(e.path)) form.setError(e.path, { message: e.message });
      setRefusal(fields.some((e) => isField(e.path)) ? null : errorText(error, "The departure was not saved. Please try again."));
    },
  });
  const errors = form.formState.errors;
  const ids = { programme: `${id}-programme`, start: `${id}-start`, end: `${id}-end`, price: `${id}-price`, places: `${id}-places`, note: `${id}-note` };
  const described = (field: keyof DepartureFormValues, fieldId: string) => ({ "aria-invalid": errors[field] ? true : undefined, "aria-describedby": errors[field] ? `${fieldId}-hint` : undefined });
  const startDate = useWatch({ control: form.control, name: "startDate" });

  return (
    <form
      aria-label={departure ? "Edit departure" : "Add departure"}
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setRefusal(null);
        save.mutate(v);
      })}
      className="grid gap-4"
    >
      <Field id={ids.programme} label="Programme" error={errors.programme?.message}>
        <select id={ids.programme} className={fieldControlClass} disabled={!!departure} {...described("programme", ids.programme)} {...form.register("programme")}>
          {BOOKABLE_PROGRAMMES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
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
          render={({ field }) => <DayField id={ids.end} label="End date" value={field.value} from={startDate || today} onValue={field.onChange} error={errors.endDate?.message} />}
        />
        <Field id={ids.price} label="Price per person (₹)" error={errors.pricePerPerson?.message}>
          <Input id={ids.price} inputMode="numeric" autoComplete="off" {...described("pricePerPerson", ids.price)} {...form.register("pricePerPerson")} />
        </Field>
        <Field id={ids.places} label="Places" error={errors.places?.message}>
          <Input id={ids.places} inputMode="numeric" autoComplete="off" {...described("places", ids.places)} {...form.register("places")} />
        </Field>
      </div>
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
