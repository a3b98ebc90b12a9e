import type { InsertBookingInput } from "@shared/requests/enquiry";
import type { FormFieldName } from "@shared/booking-fields";
import type { BookingListItem, Jsonified } from "@shared/api-types";

let seq = 0;

/** The enquiry every factory starts from: one visitor's answers to the form's common fields. */
const SAMPLE = {
  firstName: "Meera",
  phone: "+91 98765 43210",
  country: "India",
  state: "Tamil Nadu",
  education: "master",
  occupation: "Architect",
  designation: "Senior Associate",
  tripType: "retreat",
  tripCategory: "Women's Signature Retreats",
  preferredDates: "December 5, 2026",
  groupSize: 2,
} as const;

/**
 * A valid enquiry as the public form sends it; override any field. Typed by the booking fields'
 * list, so a field added to the form fails the type check here until it has a sample value.
 */
export function buildBooking(overrides: Partial<Record<keyof InsertBookingInput, unknown>> = {}): Record<string, unknown> {
  seq += 1;
  const sent = {
    ...SAMPLE,
    lastName: `Raman ${seq}`,
    email: `meera.${seq}@example.com`,
    specialRequests: "Vegetarian meals, please.",
    whyThisTrip: "I need a pause to plan the next five years.",
    travelExperience: "some-experience",
  } satisfies Record<FormFieldName, unknown>;
  return { ...sent, ...overrides };
}

/** A stored booking as the desk receives it over JSON; override any field. */
export function bookingRecord(overrides: Partial<Jsonified<BookingListItem>> = {}): Jsonified<BookingListItem> {
  seq += 1;
  return {
    id: seq,
    ...SAMPLE,
    lastName: "Raman",
    email: "meera@example.com",
    specialRequests: null,
    whyThisTrip: null,
    budgetRange: null,
    travelExperience: null,
    status: "pending",
    reference: `K7M3Q9X${seq % 10}`,
    assigneeId: null,
    assignee: null,
    relatedCount: 0,
    firstResponseAt: null,
    dueAt: new Date(2026, 10, 23, 15, 5).toISOString(),
    replyDueAt: new Date(2026, 10, 23, 15, 5).toISOString(),
    suspect: null,
    sourcePath: null,
    landingPath: null,
    sourceProgramme: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    erasedAt: null,
    phoneE164: null,
    followUpAt: null,
    followUpNote: null,
    duplicateOfId: null,
    lastMessageAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    lastMessageDirection: "in",
    lastMessageSnippet: "Vegetarian meals, please.",
    paymentDueOn: null,
    refundDueBy: null,
    awaiting: "new",
    lastMessage: { direction: "in", at: new Date(2026, 10, 22, 15, 5).toISOString(), snippet: "Vegetarian meals, please." },
    createdAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    updatedAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    ...overrides,
  };
}
