import { BOOKING_FIELDS, REQUIRED_FIELDS, type FormFieldName } from "@shared/booking-fields";
import type { InsertBookingInput } from "@shared/requests/enquiry";

/**
 * One visitor's answers to every field of the public form: what the tests' and the benchmarks'
 * enquiries start from. Typed by the booking fields' list, so a field added to the form fails the
 * type check here until it has a sample answer.
 */
const ANSWERS = {
  firstName: "Meera",
  lastName: "Raman",
  email: "meera@example.com",
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
  specialRequests: "Vegetarian meals, please.",
  whyThisTrip: "I need a pause to plan the next five years.",
  travelExperience: "some-experience",
} as const satisfies Record<FormFieldName, unknown>;

type Answers = typeof ANSWERS;
type RequiredName = { [K in FormFieldName]: (typeof BOOKING_FIELDS)[K] extends { required: true } ? K : never }[FormFieldName];

type NoOverrides = { [K in never]: never };

/** Any field an enquiry may carry, with any value (tests send wrong ones on purpose). */
export type EnquiryOverrides = Partial<Record<keyof InsertBookingInput, unknown>>;

/** Every field the form sends, with the sample's answers but for the overrides. */
export function fullEnquiry<O extends EnquiryOverrides = NoOverrides>(overrides?: O): Omit<Answers, keyof O> & O {
  return { ...ANSWERS, ...overrides } as Omit<Answers, keyof O> & O;
}

/** Only the fields an enquiry must have (the booking fields' required list), then the overrides. */
export function requiredEnquiry<O extends EnquiryOverrides = NoOverrides>(overrides?: O): Omit<Pick<Answers, RequiredName>, keyof O> & O {
  const required = Object.fromEntries(REQUIRED_FIELDS.map((name) => [name, ANSWERS[name as RequiredName]]));
  return { ...required, ...overrides } as Omit<Pick<Answers, RequiredName>, keyof O> & O;
}
