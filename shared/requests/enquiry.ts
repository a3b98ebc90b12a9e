import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "../text-rules";
import { TRIP_TYPES } from "../booking-status";
import { bookings } from "../schema/bookings";

export const MAX_TEXT = 65_535;
export const MAX_INT = 2_147_483_647;

/** A required text: trimmed, at least one visible character. */
const requiredText = () =>
  z
    .string()
    .trim()
    .min(1, "Required")
    .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
    .refine(isStorableText, NOT_STORABLE);

/** An optional text of at most `max` characters: trimmed; blank, null or absent is stored as null. */
const optionalTextUpTo = (max: number) => () =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(isStorableText, NOT_STORABLE)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalText = optionalTextUpTo(MAX_TEXT);

export const MAX_SOURCE_TEXT = 500;

/** Where the visitor came from: optional, short, trimmed; blank is stored as null. */
export const sourceText = optionalTextUpTo(MAX_SOURCE_TEXT);

/** The fields a visitor may send; everything else (id, status, timestamps, unknown keys) is dropped. */
export const insertBookingSchema = createInsertSchema(bookings, {
  firstName: requiredText,
  lastName: requiredText,
  email: () => requiredText().pipe(z.string().email("Invalid email address")),
  phone: requiredText,
  country: requiredText,
  state: optionalText,
  education: optionalText,
  occupation: optionalText,
  designation: optionalText,
  tripType: () => z.enum(TRIP_TYPES),
  tripCategory: requiredText,
  preferredDates: optionalText,
  groupSize: () => z.number().int().min(1).max(MAX_INT),
  // "6+ People" without the exact number: six or more (docs/http-api.md).
  groupSizeAtLeast: () => z.boolean().default(false),
  specialRequests: optionalText,
  whyThisTrip: optionalText,
  budgetRange: optionalText,
  travelExperience: optionalText,
  sourcePath: sourceText,
  landingPath: sourceText,
  sourceProgramme: sourceText,
  referrer: sourceText,
  utmSource: sourceText,
  utmMedium: sourceText,
  utmCampaign: sourceText,
  // The departure chosen in the dialog. Never a reason to refuse an enquiry: anything that is not a
  // departure's id reads as 0, which names none, and the enquiry is stored without it (the route checks).
  departureId: () =>
    z
      .unknown()
      .transform((v) => (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= MAX_INT ? v : v === undefined || v === null ? undefined : 0))
      .optional(),
  // The private rooms wished for in the dialog: never a reason to refuse an enquiry either; anything
  // that is no whole number from 1 reads as none, and the route keeps it within the group and the departure's rooms.
  privateRoomsWished: () =>
    z
      .unknown()
      .transform((v) => (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= MAX_INT ? v : null))
      .optional(),
}).pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  country: true,
  state: true,
  education: true,
  occupation: true,
  designation: true,
  tripType: true,
  tripCategory: true,
  preferredDates: true,
  groupSize: true,
  groupSizeAtLeast: true,
  specialRequests: true,
  whyThisTrip: true,
  budgetRange: true,
  travelExperience: true,
  sourcePath: true,
  landingPath: true,
  sourceProgramme: true,
  referrer: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  departureId: true,
  privateRoomsWished: true,
});

/**
 * What the enquiry form holds before it is sent (optional texts may be empty strings).
 * @internal The test builders type their overrides by it.
 */
export type InsertBookingInput = z.input<typeof insertBookingSchema>;
/** What the server stores after validation. */
export type InsertBooking = z.output<typeof insertBookingSchema>;
