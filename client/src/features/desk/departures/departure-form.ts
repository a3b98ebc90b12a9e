import { z } from "zod";
import { isDay, wholeOrNaN, type Day } from "@shared/money";
import type { AdminDeparture } from "@shared/departures";
import { decideByOf } from "@shared/departures/rooms-minimum";
import { newDepartureSchema, startIssue, type DeparturePatch, type NewDeparture } from "@shared/departures/requests";

/** The form as typed: numbers stay text until read, so a half-typed figure never jumps. */
export interface DepartureFormValues {
  programme: string;
  startDate: string;
  endDate: string;
  pricePerPerson: string;
  places: string;
  /** Empty: none. */
  privateRooms: string;
  /** Rupees per person; empty: none. */
  privateRoomSupplement: string;
  /** Empty: no minimum to run. */
  minimum: string;
  /** Follows the start (45 days before it) until staff choose a day of their own. */
  decideBy: string;
  note: string;
}

/** An optional figure: left empty it is not given at all. */
const optionalWhole = (text: unknown): number | undefined => (String(text ?? "").trim() === "" ? undefined : wholeOrNaN(text));

/**
 * The server's own rules (shared/departures/requests.ts), and its "start after today" against the
 * desk's day; a departure being edited may keep the start it has.
 */
export function departureFormSchema(today: Day, keptStart?: string) {
  const checked = newDepartureSchema.superRefine((d, ctx) => {
    if (!d.programme?.trim()) ctx.addIssue({ code: "custom", path: ["programme"], message: "Choose a programme" });
    if (d.startDate === keptStart) return;
    for (const issue of startIssue(d.startDate, today)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });
  // The schema's input is the form as typed; what it gives is the request.
  return z.preprocess((v) => {
    const typed = v as DepartureFormValues;
    return {
      ...typed,
      pricePerPerson: wholeOrNaN(typed.pricePerPerson),
      places: wholeOrNaN(typed.places),
      privateRooms: optionalWhole(typed.privateRooms),
      privateRoomSupplement: optionalWhole(typed.privateRoomSupplement),
      minimum: optionalWhole(typed.minimum),
      decideBy: typed.decideBy?.trim() ? typed.decideBy.trim() : undefined,
    };
  }, checked) as unknown as z.ZodType<NewDeparture, z.ZodTypeDef, DepartureFormValues>;
}

/** A figure as the form shows it: nothing for none. */
const shown = (n: number | null | undefined) => (n ? String(n) : "");

/** The day a departure is decided by, unless staff choose another: 45 days before the start (empty without a start). */
export const defaultDecideBy = (startDate: string): string => (isDay(startDate) ? decideByOf(startDate, null) : "");

/** Whether the departure was given a day to decide of its own, rather than 45 days before its start. */
export const hasOwnDecideBy = (d: AdminDeparture | undefined): boolean => !!d?.decideBy && d.decideBy !== defaultDecideBy(d.startDate);

/**
 * An edit starts from the departure; a copy from its programme, price, places, rooms, minimum and note,
 * with the dates to choose (its day to decide following the new start); a new one from the programme.
 */
export function formDefaults(d: AdminDeparture | undefined, programme: string, copyOf?: AdminDeparture): DepartureFormValues {
  const rooms = (x: AdminDeparture) => ({ privateRooms: shown(x.privateRooms), privateRoomSupplement: shown(x.privateRoomSupplement), minimum: shown(x.minimum) });
  if (d) return { programme: d.programme, startDate: d.startDate, endDate: d.endDate, pricePerPerson: String(d.pricePerPerson), places: String(d.places), ...rooms(d), decideBy: d.decideBy ?? defaultDecideBy(d.startDate), note: d.note ?? "" };
  if (copyOf) return { programme: copyOf.programme, startDate: "", endDate: "", pricePerPerson: String(copyOf.pricePerPerson), places: String(copyOf.places), ...rooms(copyOf), decideBy: "", note: copyOf.note ?? "" };
  return { programme, startDate: "", endDate: "", pricePerPerson: "", places: "", privateRooms: "", privateRoomSupplement: "", minimum: "", decideBy: "", note: "" };
}

/** A new departure as sent: its day to decide only when staff chose one (else the server's 45 days before the start). */
export function newOf(v: NewDeparture, decideByChosen: boolean): NewDeparture {
  if (decideByChosen) return v;
  const { decideBy: _followsTheStart, ...rest } = v;
  return rest;
}

/**
 * What an edit changes, and only that: an unchanged date is never sent as a new one. A day to decide
 * that follows the start is cleared (null) when the start moves, so the server's follows it too.
 */
export function patchOf(d: AdminDeparture, v: NewDeparture, decideByChosen = hasOwnDecideBy(d)): Partial<DeparturePatch> {
  const patch: Partial<DeparturePatch> = {};
  if (v.startDate !== d.startDate) patch.startDate = v.startDate;
  if (v.endDate !== d.endDate) patch.endDate = v.endDate;
  if (v.pricePerPerson !== d.pricePerPerson) patch.pricePerPerson = v.pricePerPerson;
  if (v.places !== d.places) patch.places = v.places;
  if ((v.privateRooms ?? 0) !== (d.privateRooms ?? 0)) patch.privateRooms = v.privateRooms ?? 0;
  if ((v.privateRoomSupplement ?? 0) !== (d.privateRoomSupplement ?? 0)) patch.privateRoomSupplement = v.privateRoomSupplement ?? 0;
  if ((v.minimum ?? null) !== (d.minimum ?? null)) patch.minimum = v.minimum ?? null;
  if (!decideByChosen) {
    if (patch.startDate !== undefined || hasOwnDecideBy(d)) patch.decideBy = null;
  } else if ((v.decideBy ?? null) !== (d.decideBy ?? null)) patch.decideBy = v.decideBy ?? null;
  if ((v.note ?? null) !== d.note) patch.note = v.note ?? null;
  return patch;
}
