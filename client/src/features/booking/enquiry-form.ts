import type { z } from "zod";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { type TripType } from "@shared/booking-status";
import { DEFAULT_GROUP_SIZE, TRIP_CATEGORIES } from "@shared/enquiry-options";
import { BOOKING_FIELDS, REQUIRED_FIELDS, type BookingField } from "@shared/booking-fields";

/** The shared booking rules minus the one field the public form never sends (docs/site.md §3). */
export const enquiryFormSchema = insertBookingSchema.omit({ budgetRange: true });

export type EnquiryFormValues = z.input<typeof enquiryFormSchema>;
/** The fields the form shows with a label; `groupSizeAtLeast` rides along with the group size. */
export type EnquiryFieldName = Exclude<keyof EnquiryFormValues, "groupSizeAtLeast">;

/** Field order on screen: the first of several server errors gets the focus. */
export const FIELD_ORDER: EnquiryFieldName[] = [
  "firstName", "lastName", "email", "phone", "country", "state", "education", "occupation",
  "designation", "tripCategory", "groupSize", "preferredDates", "travelExperience", "whyThisTrip",
  "specialRequests", "tripType",
];

/** A field's label on the form: docs/site.md §2's wording where it fixes one, else the label staff read. */
export function formLabel(name: EnquiryFieldName): string {
  const field: BookingField = BOOKING_FIELDS[name];
  return field.formLabel ?? field.label;
}

/** Whether the form marks the field required: the booking fields' list says which are. */
export function isRequired(name: EnquiryFieldName): boolean {
  return (REQUIRED_FIELDS as readonly string[]).includes(name);
}

/** The form as it opens: every field empty but the trip the button is for and the usual group size. */
export function defaultEnquiryValues(tripType: TripType, category?: string): EnquiryFormValues {
  const empty = Object.fromEntries(FIELD_ORDER.map((name) => [name, ""])) as Record<EnquiryFieldName, string>;
  return { ...empty, tripType, tripCategory: category ?? "", groupSize: DEFAULT_GROUP_SIZE, groupSizeAtLeast: false };
}

/** The ten categories, with the button's own category first when it is not one of them. */
export function categoryOptions(category?: string): readonly string[] {
  return category && !(TRIP_CATEGORIES as readonly string[]).includes(category)
    ? [category, ...TRIP_CATEGORIES]
    : TRIP_CATEGORIES;
}

/** Pairs the server's `errors` ([{path, message}]) with the form fields they belong to, in screen order. */
export function matchServerErrors(
  errors: { path: string; message: string }[] | undefined,
): { name: EnquiryFieldName; message: string }[] {
  if (!errors) return [];
  const byName = new Map<EnquiryFieldName, string>();
  for (const { path, message } of errors) {
    const name = (FIELD_ORDER as string[]).includes(path) ? path : path.split(".").at(-1);
    if (name && (FIELD_ORDER as string[]).includes(name) && !byName.has(name as EnquiryFieldName)) {
      byName.set(name as EnquiryFieldName, message);
    }
  }
  return FIELD_ORDER.filter((name) => byName.has(name)).map((name) => ({ name, message: byName.get(name)! }));
}
