import type { BookingListItem, Jsonified } from "@shared/api-types";

let seq = 0;

/** A stored booking as the desk receives it over JSON; override any field. */
export function bookingRecord(overrides: Partial<Jsonified<BookingListItem>> = {}): Jsonified<BookingListItem> {
  seq += 1;
  return {
    id: seq,
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
    specialRequests: null,
    whyThisTrip: null,
    budgetRange: null,
    travelExperience: null,
    status: "pending",
    reference: `K7M3Q9X${seq % 10}`,
    assigneeId: null,
    assignee: null,
    firstResponseAt: null,
    dueAt: new Date(2026, 10, 23, 15, 5).toISOString(),
    replyDueAt: new Date(2026, 10, 23, 15, 5).toISOString(),
    suspect: null,
    sourcePath: null,
    sourceProgramme: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    erasedAt: null,
    createdAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    updatedAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    ...overrides,
  };
}
