import type { Booking } from "./schema/bookings";
import { EDUCATION_OPTIONS, TRAVEL_EXPERIENCE_OPTIONS, type Option } from "./enquiry-options";

/**
 * Every column of a booking, once: what staff call it, where it belongs, whether it is the
 * visitor's personal data, and whether the CSV export carries it. The CSV, the staff alert, the
 * desk's detail panel, the enquiry form's labels and the erasure all read this list.
 */

/** Who the visitor is; the journey they asked about; where they came from; what the desk keeps. */
export type BookingFieldGroup = "visitor" | "trip" | "source" | "record";

export interface BookingField {
  /** The one label staff read, in the desk, the staff alert and anywhere else a field is named. */
  label: string;
  group: BookingFieldGroup;
  /** Erased on request and at the end of retention: names, contact details, free texts, the referrer. */
  personal: boolean;
  /** A column of the CSV export, headed by the field's name (spreadsheets keep their column names). */
  csv: boolean;
  /**
   * The public enquiry form's label, where docs/site.md §2 fixes one in title case ("Email Address",
   * "Phone Number"); it differs from `label` on purpose.
   */
  formLabel?: string;
  /** The form's choices, whose labels are shown in place of the stored values. */
  options?: readonly Option[];
  /** An enquiry without it is refused (400); the form marks it with an asterisk. */
  required?: true;
  /** On the desk's card a stored code ("mid-range") is read with its hyphens replaced (docs/site.md §4). */
  spaced?: true;
}

/**
 * In the order staff read them and the CSV lists them: the record's key facts, the visitor, the
 * journey, the reference and the lead source; then what the desk keeps beside the CSV.
 * `satisfies Record<keyof Booking, …>` makes a column added to the schema fail the type check
 * until it is listed here.
 */
export const BOOKING_FIELDS = {
  id: { label: "Booking number", group: "record", personal: false, csv: true },
  status: { label: "Status", group: "record", personal: false, csv: true },
  createdAt: { label: "Received", group: "record", personal: false, csv: true },
  updatedAt: { label: "Last updated", group: "record", personal: false, csv: true },
  firstName: { label: "First name", group: "visitor", personal: true, csv: true, formLabel: "First Name", required: true },
  lastName: { label: "Last name", group: "visitor", personal: true, csv: true, formLabel: "Last Name", required: true },
  email: { label: "E-mail", group: "visitor", personal: true, csv: true, formLabel: "Email Address", required: true },
  phone: { label: "Phone", group: "visitor", personal: true, csv: true, formLabel: "Phone Number", required: true },
  country: { label: "Country", group: "visitor", personal: true, csv: true, formLabel: "Country", required: true },
  state: { label: "State", group: "visitor", personal: true, csv: true, formLabel: "State" },
  education: { label: "Education", group: "visitor", personal: true, csv: true, formLabel: "Education", options: EDUCATION_OPTIONS },
  occupation: { label: "Occupation", group: "visitor", personal: true, csv: true, formLabel: "Occupation" },
  designation: { label: "Designation", group: "visitor", personal: true, csv: true, formLabel: "Designation" },
  tripType: { label: "Trip type", group: "trip", personal: false, csv: true, required: true },
  tripCategory: { label: "Trip category", group: "trip", personal: false, csv: true, formLabel: "Trip Category", required: true },
  preferredDates: { label: "Preferred dates", group: "trip", personal: true, csv: true, formLabel: "Preferred Dates" },
  groupSize: { label: "Group size", group: "trip", personal: false, csv: true, formLabel: "Group Size", required: true },
  // "6+ People" without the exact number (migration 0024); the desk writes it with the group size ("6+ travelers").
  groupSizeAtLeast: { label: "Six or more, number not given", group: "trip", personal: false, csv: false, options: [{ value: "true", label: "Yes" }] },
  budgetRange: { label: "Budget range", group: "trip", personal: true, csv: true, spaced: true },
  travelExperience: {
    label: "Travel experience",
    group: "trip",
    personal: true,
    csv: true,
    formLabel: "Travel Experience",
    options: TRAVEL_EXPERIENCE_OPTIONS,
    spaced: true,
  },
  whyThisTrip: { label: "Why this trip", group: "trip", personal: true, csv: true, formLabel: "Why This Trip" },
  specialRequests: { label: "Special requests", group: "trip", personal: true, csv: true, formLabel: "Special Requests" },
  reference: { label: "Reference", group: "record", personal: false, csv: true },
  sourcePath: { label: "Sent from page", group: "source", personal: true, csv: true },
  landingPath: { label: "Visit began on", group: "source", personal: true, csv: true },
  sourceProgramme: { label: "Programme", group: "source", personal: true, csv: true },
  referrer: { label: "Referrer", group: "source", personal: true, csv: true },
  utmSource: { label: "Campaign source", group: "source", personal: true, csv: true },
  utmMedium: { label: "Campaign medium", group: "source", personal: true, csv: true },
  utmCampaign: { label: "Campaign name", group: "source", personal: true, csv: true },
  assigneeId: { label: "Assigned to", group: "record", personal: false, csv: false },
  firstResponseAt: { label: "First response", group: "record", personal: false, csv: true },
  dueAt: { label: "Reply due", group: "record", personal: false, csv: true },
  replyDueAt: { label: "Next reply due", group: "record", personal: false, csv: true },
  suspect: { label: "Held as suspect", group: "record", personal: false, csv: false },
  erasedAt: { label: "Personal data erased", group: "record", personal: false, csv: false },
  phoneE164: { label: "Phone (international form)", group: "record", personal: true, csv: false },
  followUpAt: { label: "Follow up", group: "record", personal: false, csv: true },
  followUpNote: { label: "Follow-up note", group: "record", personal: true, csv: false },
  duplicateOfId: { label: "Duplicate of", group: "record", personal: false, csv: false },
  lastMessageAt: { label: "Last message", group: "record", personal: false, csv: false },
  lastMessageDirection: { label: "Last message from", group: "record", personal: false, csv: false },
  lastMessageSnippet: { label: "Last message's start", group: "record", personal: true, csv: false },
  departureId: { label: "Departure", group: "trip", personal: false, csv: true },
  waitlistedAt: { label: "On the waiting list since", group: "record", personal: false, csv: false },
  waitlistTravellers: { label: "Places waited for", group: "record", personal: false, csv: false },
  privateRoomsWished: { label: "Private room", group: "trip", personal: false, csv: false },
  // searchWords is the database's own copy of the fields above, folded for the search (migration 0013): never shown, rewritten by an erasure.
  // paymentDueOn and refundDueBy are kept from the account (migration 0016), which the booking's money section shows.
} as const satisfies Record<Exclude<keyof Booking, "searchWords" | "paymentDueOn" | "refundDueBy">, BookingField>;

export type BookingFieldName = keyof typeof BOOKING_FIELDS;

/**
 * What the public form sends: every field it labels, and the trip type its button carries.
 * @internal The test builders check they fill each one.
 */
export type FormFieldName =
  | { [K in BookingFieldName]: (typeof BOOKING_FIELDS)[K] extends { formLabel: string } ? K : never }[BookingFieldName]
  | "tripType";

const NAMES = Object.keys(BOOKING_FIELDS) as BookingFieldName[];

/** The fields of some groups, in the list's order. */
export function fieldsOf(...groups: BookingFieldGroup[]): BookingFieldName[] {
  return NAMES.filter((name) => (groups as string[]).includes(BOOKING_FIELDS[name].group));
}

/** The fields an enquiry must have: the form marks them, the server refuses an enquiry without one. */
export const REQUIRED_FIELDS = NAMES.filter((name) => (BOOKING_FIELDS[name] as BookingField).required);

/** The CSV export's columns, in order; each is headed by its field's name. */
export const CSV_FIELDS = NAMES.filter((name) => BOOKING_FIELDS[name].csv);

/** The fields an erasure empties. */
export const PERSONAL_FIELDS = NAMES.filter((name) => BOOKING_FIELDS[name].personal);

/** A stored value as staff read it: a form choice's label in place of its value; null when empty. */
export function shownValue(name: BookingFieldName, value: unknown): string | null {
  // A flag that is off says nothing (the group's number was given).
  if (value === null || value === undefined || value === "" || value === false) return null;
  const s = String(value);
  const field: BookingField = BOOKING_FIELDS[name];
  return field.options?.find((o) => o.value === s)?.label ?? s;
}

/**
 * A code's hyphens as the desk's card shows them: a space between words ("mid-range" is "Mid
 * range"), an en dash beside a figure ("50000-100000" is "50000–100000"), and a capital first
 * letter like the form's labels.
 */
function spacedCode(code: string): string {
  const spaced = code
    .replace(/(?<=\p{L})-+(?=\p{L})/gu, " ")
    .replace(/\s*-+\s*/g, "–")
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A value on the desk's admin card (docs/site.md §4): as shownValue, and a budget range or travel
 * experience outside the form's choices with its hyphens replaced for display. E-mails and the
 * CSV keep the stored text.
 */
export function cardValue(name: BookingFieldName, value: unknown): string | null {
  const shown = shownValue(name, value);
  const field: BookingField = BOOKING_FIELDS[name];
  if (shown === null || !field.spaced || field.options?.some((o) => o.label === shown)) return shown;
  return spacedCode(shown);
}
