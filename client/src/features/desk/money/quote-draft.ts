import { addDays, buildSchedule, isDay, priceQuote, wholeOrNaN, type Day, type Extra, type Instalment, type QuotePrice, type Region, type RetreatCredit } from "@shared/money";
import { quoteDayIssues, quoteRequestSchema, type QuoteRequest } from "@shared/money/quote-requests";
import { issuesByPath, type FieldErrors } from "./form-values";

/** The quote form as typed: numbers stay text until read, so a half-typed figure never jumps. */
export interface QuoteDraft {
  startDate: Day;
  endDate: Day;
  travellers: string;
  pricePerPerson: string;
  region: Region;
  extras: { label: string; amount: string }[];
  returning: boolean;
  /** The cancelled booking whose retreat credit is applied, or null. */
  creditFrom: number | null;
  validUntil: Day;
  note: string;
  /** The departure quoted from (its dates and price fill the form, still editable), or null. */
  departureId: number | null;
  /** Private rooms (0 to the travellers), on a departure with rooms: the visitor's wish to start with. */
  privateRooms: string;
  /** The chosen departure's supplement per person for a room (0 without a departure). */
  privateRoomSupplement: number;
}

/** A departure as the quote form fills from it. */
export interface QuotedDeparture {
  id: number;
  startDate: Day;
  endDate: Day;
  pricePerPerson: number;
  privateRoomSupplement?: number;
}

/** Choosing a departure fills the dates and price from it; choosing none keeps what was typed. */
export function withDeparture(d: QuoteDraft, departure: QuotedDeparture | null): QuoteDraft {
  if (!departure) return { ...d, departureId: null, privateRooms: "0", privateRoomSupplement: 0 };
  return {
    ...d,
    departureId: departure.id,
    startDate: departure.startDate,
    endDate: departure.endDate,
    pricePerPerson: String(departure.pricePerPerson),
    privateRoomSupplement: departure.privateRoomSupplement ?? 0,
  };
}

/** A quote offered for 7 days unless the staff member says otherwise (docs/money.md). */
const VALID_DAYS = 7;

/** `travellers` null: the group's exact number is not known ("6+"), so staff type it; `startDate` from the visitor's preferred date when it reads as one. */
export function newDraft(o: {
  today: Day;
  travellers: number | null;
  region: Region;
  returning: boolean;
  startDate?: Day | null;
  departure?: QuotedDeparture | null;
  /** The private rooms the visitor wished for in the dialog. */
  privateRooms?: number | null;
}): QuoteDraft {
  const draft: QuoteDraft = {
    startDate: o.startDate ?? "",
    endDate: "",
    travellers: o.travellers === null ? "" : String(o.travellers),
    pricePerPerson: "",
    region: o.region,
    extras: [],
    returning: o.returning,
    creditFrom: null,
    validUntil: addDays(o.today, VALID_DAYS),
    note: "",
    departureId: null,
    privateRooms: String(o.departure ? (o.privateRooms ?? 0) : 0),
    privateRoomSupplement: 0,
  };
  return o.departure ? withDeparture(draft, o.departure) : draft;
}

/** What would be sent: every field explicit, so the server prices exactly what the preview shows. */
export function requestOf(d: QuoteDraft): Record<string, unknown> {
  return {
    startDate: d.startDate,
    endDate: d.endDate,
    travellers: wholeOrNaN(d.travellers),
    pricePerPerson: wholeOrNaN(d.pricePerPerson),
    region: d.region,
    extras: d.extras.map((e) => ({ label: e.label.trim(), amount: wholeOrNaN(e.amount) })),
    returning: d.returning,
    ...(d.creditFrom !== null ? { creditFrom: d.creditFrom } : {}),
    validUntil: d.validUntil,
    note: d.note.trim() || null,
    ...(d.departureId !== null ? { departureId: d.departureId, privateRooms: wholeOrNaN(d.privateRooms || "0") } : {}),
  };
}

export type Checked = { ok: true; request: QuoteRequest } | { ok: false; errors: FieldErrors };

/** The shared request schema and the day rules against the desk's today: the server's own checks, before sending. */
export function checkDraft(d: QuoteDraft, today: Day): Checked {
  const parsed = quoteRequestSchema.safeParse(requestOf(d));
  const errors = parsed.success ? {} : issuesByPath(parsed.error.issues);
  for (const issue of quoteDayIssues({ startDate: d.startDate, endDate: d.endDate, validUntil: d.validUntil }, today)) errors[issue.path] ??= issue.message;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  return { ok: false, errors };
}

export interface Preview {
  price: QuotePrice;
  schedule: Instalment[];
  travellers: number;
  pricePerPerson: number;
}

/**
 * The lines, total and schedule by the same pure rules the server and the trip page use, as soon
 * as the dates, travellers and price can be read (extras still being typed are left out).
 */
export function previewOf(d: QuoteDraft, today: Day, credit: RetreatCredit | undefined): Preview | null {
  const travellers = wholeOrNaN(d.travellers);
  const pricePerPerson = wholeOrNaN(d.pricePerPerson);
  if (!isDay(d.startDate) || !isDay(d.endDate) || d.endDate < d.startDate || !(travellers >= 1) || !(pricePerPerson >= 1)) return null;
  const extras: Extra[] = d.extras.map((e) => ({ label: e.label.trim(), amount: wholeOrNaN(e.amount) })).filter((e) => e.label && e.amount >= 1);
  const creditAvailable = credit && !credit.expired ? credit.left : 0;
  const rooms = d.departureId !== null ? wholeOrNaN(d.privateRooms || "0") : 0;
  const privateRooms = rooms >= 0 && rooms <= travellers ? rooms : 0;
  const price = priceQuote({ startDate: d.startDate, endDate: d.endDate, travellers, pricePerPerson, extras, returning: d.returning, creditAvailable, privateRooms, privateRoomSupplement: d.privateRoomSupplement });
  const schedule = buildSchedule({ total: price.total, region: d.region, startDate: d.startDate, asOf: today, accepted: false });
  return { price, schedule, travellers, pricePerPerson };
}
