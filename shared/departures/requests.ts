/**
 * The desk's departure requests (docs/decisions/departures-places.md), validated the same way by the desk's form
 * and the server. Checks against today take the desk's day as an argument.
 */
import { z } from "zod";
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
  .transform(withNewLines)
  // Checked before the trim, which would take a lone CR (or a form feed) off either end unseen.
  .pipe(z.string().refine(isPlainText, NOT_PLAIN_TEXT).transform((v) => v.trim()))
  .pipe(z.string().max(1000, "Must be at most 1000 characters"))
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

/** A programme's title; whether a programme has it is the server's to say (the programmes are records). */
const programmeSchema = z
  .string({ required_error: "Required", invalid_type_error: "Must be a programme's name" })
  .max(200, "Must be a programme's name")
  .refine(isPlainText, "Must be a programme's name");

export const newDepartureSchema = z
  .object({
    /** The programme by its title as its card prints it, or by `programmeId`. */
    programme: programmeSchema.optional(),
    programmeId: z.number({ invalid_type_error: "Must be a programme's id" }).int("Must be a programme's id").min(1, "Must be a programme's id").max(2_147_483_647, "Must be a programme's id").optional(),
    startDate: day,
    endDate: day,
    pricePerPerson: whole(1, MAX_PRICE, "whole rupees"),
    places: whole(1, MAX_PLACES, "a whole number of places"),
    note,
    ...roomsAndMinimum,
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.programme === undefined && d.programmeId === undefined) ctx.addIssue({ code: "custom", path: ["programme"], message: "Required" });
    if (d.endDate < d.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Must be on or after the start date" });
    const issues = roomsAndMinimumIssues({ places: d.places, privateRooms: d.privateRooms ?? 0, minimum: d.minimum ?? null, decideBy: d.decideBy ?? null, startDate: d.startDate });
    for (const i of issues) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
  });
export type NewDepartureRequest = z.infer<typeof newDepartureSchema>;
/** A new departure once its programme is found: the title as it is now, and the programme's record. */
export type NewDeparture = Omit<NewDepartureRequest, "programme" | "programmeId"> & { programme: string; programmeId?: number | null };

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
