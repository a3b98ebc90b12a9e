import type { InsertBookingInput } from "@shared/schema";

let seq = 0;

/** A valid enquiry as the public form sends it; override any field. */
export function buildBooking(overrides: Partial<Record<keyof InsertBookingInput, unknown>> = {}): Record<string, unknown> {
  seq += 1;
  return {
    firstName: "Meera",
    lastName: `Raman ${seq}`,
    email: `meera.${seq}@example.com`,
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
    ...overrides,
  };
}

export const REQUIRED_FIELDS = ["firstName", "lastName", "email", "phone", "country", "tripType", "tripCategory", "groupSize"] as const;
