import { useEffect, useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { GROUP_AT_LEAST, GROUP_EXACT_MAX } from "@shared/enquiry-options";
import type { EnquiryPayload } from "../api/bookings";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";
import type { EnquiryFormValues } from "../enquiry-form";

/** The exact number typed, when it is a whole number from six to fifty; otherwise null. */
export function exactGroupSize(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= GROUP_AT_LEAST && n <= GROUP_EXACT_MAX ? n : null;
}

/**
 * "6+ People" asks how many exactly (optional, 6 to 50). With a number the enquiry sends it as the
 * group size; without one it sends six with `groupSizeAtLeast`, and the desk asks (docs/decisions/account-after-a-change.md).
 * The choice itself stays 1 to 6+ (docs/site.md §3).
 */
export function ExactGroupSize({ form }: { form: UseFormReturn<EnquiryFormValues, unknown, EnquiryPayload> }) {
  const id = useId();
  const size = Number(useWatch({ control: form.control, name: "groupSize" }));
  // A range carried from the home search ("6-10", "10+") opens with the number not given.
  const [text, setText] = useState(() => (size > GROUP_AT_LEAST ? String(size) : ""));
  const open = size >= GROUP_AT_LEAST;
  const exact = exactGroupSize(text);
  const invalid = text.trim() !== "" && exact === null;

  useEffect(() => {
    if (!open) {
      form.setValue("groupSizeAtLeast", false);
      return;
    }
    form.setValue("groupSize", exact ?? GROUP_AT_LEAST);
    form.setValue("groupSizeAtLeast", exact === null);
  }, [open, exact, form]);

  if (!open) return null;
  return (
    <FormField id={id} label="How many exactly? (optional)" error={invalid ? `A number from ${GROUP_AT_LEAST} to ${GROUP_EXACT_MAX}, or leave it empty` : undefined}>
      {(aria) => (
        <Input
          {...aria}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={`${GROUP_AT_LEAST} to ${GROUP_EXACT_MAX}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-exact-group-size
        />
      )}
    </FormField>
  );
}
