import { z } from "zod";
import type { Day } from "@shared/money";
import type { AdminDeparture } from "@shared/departures";
import { newDepartureSchema, startIssue, type DeparturePatch, type NewDeparture } from "@shared/departures/requests";

/** The form as typed: numbers stay text until read, so a half-typed figure never jumps. */
export interface DepartureFormValues {
  programme: string;
  startDate: string;
  endDate: string;
  pricePerPerson: string;
  places: string;
  note: string;
}

/** "58,000" or "₹58000" as 58000; anything else NaN, which the schema refuses in words. */
function wholeOrNaN(text: unknown): number {
  const digits = String(text ?? "").replace(/[,\s₹]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

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
    return { ...typed, pricePerPerson: wholeOrNaN(typed.pricePerPerson), places: wholeOrNaN(typed.places) };
  }, checked) as unknown as z.ZodType<NewDeparture, z.ZodTypeDef, DepartureFormValues>;
}

/** An edit starts from the departure; a copy from its programme, price, places and note, with the dates to choose; a new one from the programme. */
export function formDefaults(d: AdminDeparture | undefined, programme: string, copyOf?: AdminDeparture): DepartureFormValues {
  if (d) return { programme: d.programme, startDate: d.startDate, endDate: d.endDate, pricePerPerson: String(d.pricePerPerson), places: String(d.places), note: d.note ?? "" };
  if (copyOf) return { programme: copyOf.programme, startDate: "", endDate: "", pricePerPerson: String(copyOf.pricePerPerson), places: String(copyOf.places), note: copyOf.note ?? "" };
  return { programme, startDate: "", endDate: "", pricePerPerson: "", places: "", note: "" };
}

/** What an edit changes, and only that: an unchanged date is never sent as a new one. */
export function patchOf(d: AdminDeparture, v: NewDeparture): Partial<DeparturePatch> {
  const patch: Partial<DeparturePatch> = {};
  if (v.startDate !== d.startDate) patch.startDate = v.startDate;
  if (v.endDate !== d.endDate) patch.endDate = v.endDate;
  if (v.pricePerPerson !== d.pricePerPerson) patch.pricePerPerson = v.pricePerPerson;
  if (v.places !== d.places) patch.places = v.places;
  if ((v.note ?? null) !== d.note) patch.note = v.note ?? null;
  return patch;
}
