import { fullEnquiry, type EnquiryOverrides } from "./enquiry-body";
import type { BookingListItem, Jsonified } from "@shared/api-types";

let seq = 0;

/** A valid enquiry as the public form sends it, each from a visitor of its own; override any field. */
export function buildBooking(overrides: EnquiryOverrides = {}): Record<string, unknown> {
  seq += 1;
  return fullEnquiry({ lastName: `Raman ${seq}`, email: `meera.${seq}@example.com`, ...overrides });
}

/** A stored booking as the desk receives it over JSON; override any field. */
export function bookingRecord(overrides: Partial<Jsonified<BookingListItem>> = {}): Jsonified<BookingListItem> {
  seq += 1;
  const answers = fullEnquiry();
  return {
    id: seq,
    ...answers,
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
    groupSizeAtLeast: false,
    departureId: null,
    waitlistedAt: null,
    waitlistTravellers: null,
    privateRoomsWished: null,
    waitlisted: false,
    waitlistPosition: null,
    placeFree: false,
    offeredUntil: null,
    offerLapsed: false,
    awaiting: "new",
    lastMessage: { direction: "in", at: new Date(2026, 10, 22, 15, 5).toISOString(), snippet: "Vegetarian meals, please." },
    createdAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    updatedAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    ...overrides,
  };
}
