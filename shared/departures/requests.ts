/**
 * The desk's departure requests (docs/decisions/departures-places.md), validated the same way by the desk's form
 * and the server. Checks against today take the desk's day as an argument.
 */
import { z } from "zod";
import { BOOKABLE_PROGRAMMES } from "../programmes";
import { isPlainText, NOT_PLAIN_TEXT, withNewLines } from "../text-rules";
import { isDay } from "../money/days";
import { roomsAndMinimumIssues } from "./rooms-minimum";

export const MAX_PLACES = 500;
/** Far above any price the company asks, within the quote's amount limit. */
const MAX_PRICE = 10_000_000;

const day = z
  .string({ required_error: "Required", invalid_type_error: "Must be a date (YYYY-MM-DD)" })
  .max(10, "Must be a date (YYYY-MM-DD)")
  .refine((s) => isDay(s), "Must be a date (YYYY-MM-DD)");
const whole = (min: number, max: number, what: string) =>
  z
    .number({ invalid_type_error: `Must be ${what}`, required_error: "Required" })
    .int(`Must be ${what}`)
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
const note = z
  .string({ invalid_type_error: "Must be text" })
  .transform((v) => withNewLines(v).trim())
  .pipe(z.string().max(1000, "Must be at most 1000 characters").refine(isPlainText, NOT_PLAIN_TEXT))
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * Private rooms (0: none, at most the places) with their supplement per person, and the minimum to
 * run (null: none) with the day it is decided by (null: 45 days before the start). Null clears.
 */
const roomsAndMinimum = {
  privateRooms: whole(0, MAX_PLACES, "a whole number of rooms").optional(),
  privateRoomSupplement: whole(0, MAX_PRICE, "whole rupees").optional(),
  minimum: whole(1, MAX_PLACES, "a whole number of travellers").nullish(),
  decideBy: day.nullish(),
};

export const programmeSchema = z
  .string({ required_error: "Required", invalid_type_error: "Must be a programme's name" })
  .max(200, "Must be a programme's name")
  .refine((p) => BOOKABLE_PROGRAMMES.includes(p), "Must be the name of a programme on the site");

export const newDepartureSchema = z
  .object({
    programme: programmeSchema,
    startDate: day,
    endDate: day,
    pricePerPerson: whole(1, MAX_PRICE, "whole rupees"),
    places: whole(1, MAX_PLACES, "a whole number of places"),
    note,
    ...roomsAndMinimum,
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.endDate < d.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Must be on or after the start date" });
    const issues = roomsAndMinimumIssues({ places: d.places, privateRooms: d.privateRooms ?? 0, minimum: d.minimum ?? null, decideBy: d.decideBy ?? null, startDate: d.startDate });
    for (const i of issues) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
  });
export type NewDeparture = z.infer<typeof newDepartureSchema>;

export const departurePatchSchema = z
  .object({
    startDate: day.optional(),
    endDate: day.optional(),
    pricePerPerson: whole(1, MAX_PRICE, "whole rupees").optional(),
    places: whole(1, MAX_PLACES, "a whole number of places").optional(),
    status: z.enum(["open", "closed", "cancelled"], { errorMap: () => ({ message: "Must be open, closed or cancelled" }) }).optional(),
    note,
    ...roomsAndMinimum,
  })
  .strict();
export type DeparturePatch = z.infer<typeof departurePatchSchema>;

export const adminDepartureQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  programme: programmeSchema.optional(),
});

export const publicDepartureQuerySchema = z.object({ programme: programmeSchema.optional() });

/** A departure must start after the desk's today. */
export function startIssue(startDate: string | undefined, today: string): { path: string; message: string }[] {
  return startDate !== undefined && startDate <= today ? [{ path: "startDate", message: "Must be after today" }] : [];
}
