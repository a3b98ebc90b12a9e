import { useId, type ReactNode, type RefObject } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import {
  COUNTRIES,
  EDUCATION_OPTIONS,
  GROUP_AT_LEAST,
  GROUP_SIZE_OPTIONS,
  TRAVEL_EXPERIENCE_OPTIONS,
  statesFor,
} from "@shared/enquiry-options";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { PATHS } from "@shared/routes";
import type { EnquiryPayload } from "../api/bookings";
import { HONEYPOT_FIELD } from "@shared/bot-signals";
import { FormField } from "./form-field";
import { SelectControl, toOptions } from "./select-control";
import { DateField } from "./date-field";
import { ExactGroupSize } from "./exact-group-size";
import { categoryOptions, formLabel, isRequired, type EnquiryFieldName, type EnquiryFormValues } from "../enquiry-form";

const GROUP_SIZES = GROUP_SIZE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
const COUNTRY_OPTIONS = toOptions(COUNTRIES);

interface BookingFormProps {
  form: UseFormReturn<EnquiryFormValues, unknown, EnquiryPayload>;
  category?: string;
  onSubmit: () => void;
  /** The hidden field only bots fill in (see shared/bot-signals.ts). */
  honeypotRef?: RefObject<HTMLInputElement>;
  /** The programme's departures to choose from (departure-picker.tsx), shown before the free dates. */
  departurePicker?: ReactNode;
  /** A departure is chosen: its dates are the enquiry's, so the free preferred-dates field is hidden. */
  datesFromDeparture?: boolean;
}

const legendClass = "mb-4 font-display text-lg text-ink";
const gridClass = "grid gap-4 sm:grid-cols-2";

export function BookingForm({ form, category, onSubmit, honeypotRef, departurePicker, datesFromDeparture = false }: BookingFormProps) {
  const uid = useId();
  const { register, control, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const id = (name: EnquiryFieldName) => `${uid}-${name}`;
  const errorOf = (name: EnquiryFieldName) => errors[name]?.message;
  const states = statesFor(useWatch({ control, name: "country" }));

  const text = (name: EnquiryFieldName, opts: { type?: string; autoComplete?: string } = {}) => (
    <FormField id={id(name)} label={formLabel(name)} required={isRequired(name)} error={errorOf(name)}>
      {(aria) => <Input type={opts.type} autoComplete={opts.autoComplete} {...aria} {...register(name)} />}
    </FormField>
  );

  const area = (name: EnquiryFieldName) => (
    <FormField id={id(name)} label={formLabel(name)} error={errorOf(name)} className="sm:col-span-2">
      {(aria) => <Textarea {...aria} {...register(name)} />}
    </FormField>
  );

  const choice = (
    name: EnquiryFieldName,
    options: readonly { value: string; label: string }[],
    opts: { placeholder: string; disabled?: boolean; onChosen?: () => void },
  ) => (
    <FormField id={id(name)} label={formLabel(name)} required={isRequired(name)} error={errorOf(name)}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <SelectControl
              {...aria}
              ref={field.ref}
              value={field.value == null ? "" : String(name === "groupSize" ? Math.min(Number(field.value), GROUP_AT_LEAST) : field.value)}
              onBlur={field.onBlur}
              onValueChange={(value) => {
                // Group size is the one numeric choice; the schema wants a number, not "3".
                field.onChange(name === "groupSize" ? Number(value) : value);
                opts.onChosen?.();
              }}
              options={options}
              placeholder={opts.placeholder}
              disabled={opts.disabled}
            />
          )}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8">
      {/* Off-screen and out of the tab order and accessibility tree: people never meet it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <fieldset>
        <legend className={legendClass}>About you</legend>
        <div className={gridClass}>
          {text("firstName", { autoComplete: "given-name" })}
          {text("lastName", { autoComplete: "family-name" })}
          {text("email", { type: "email", autoComplete: "email" })}
          {text("phone", { type: "tel", autoComplete: "tel" })}
          {choice("country", COUNTRY_OPTIONS, {
            placeholder: "Select your country",
            // A state from the previous country would be wrong; docs/site.md §4 clears it.
            onChosen: () => setValue("state", ""),
          })}
          {choice("state", toOptions(states), {
            placeholder: states.length ? "Select your state" : "Not needed for this country",
            disabled: states.length === 0,
          })}
          {choice("education", EDUCATION_OPTIONS, { placeholder: "Select your education" })}
          {text("occupation", { autoComplete: "organization-title" })}
          {text("designation")}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>Your journey</legend>
        <div className={gridClass}>
          {choice("tripCategory", toOptions(categoryOptions(category)), {
            placeholder: "Select a trip category",
          })}
          {choice("groupSize", GROUP_SIZES, { placeholder: "Select group size" })}
          <ExactGroupSize form={form} />
{departurePicker}
          {!datesFromDeparture && (
          <FormField id={id("preferredDates")} label={formLabel("preferredDates")} error={errorOf("preferredDates")}>
            {(aria) => (
              <Controller
                control={control}
                name="preferredDates"
                render={({ field }) => (
                  <DateField
                    {...aria}
                    ref={field.ref}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </FormField>
          )}
          {choice("travelExperience", TRAVEL_EXPERIENCE_OPTIONS, {
            placeholder: "Select your experience",
          })}
          {area("whyThisTrip")}
          {area("specialRequests")}
        </div>
      </fieldset>

      <p className="text-sm text-ink-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Inquiry"}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        We use these details only to answer your enquiry and plan your trip. We count visits without cookies and keep nothing that
        identifies you.{" "}
        <a href={`${PATHS.terms}#personal-data`} className="font-semibold text-teal underline">
          Your personal data
        </a>
        : how long we keep it and how to have it erased.
      </p>
    </form>
  );
}
