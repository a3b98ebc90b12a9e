import { z } from "zod";
import { isDay, type Day } from "../money";
import { isPlainText, withNewLines } from "../text-rules";

/*
 * A traveller's details after acceptance (docs/decisions/traveller-details.md): the
 * request's fields, the masks, and the rule for `complete`. Pure; the server seals and stores.
 */

export const DOCUMENT_TYPES = ["passport", "id-card"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What the visitor and the desk see instead of a stored document number or medical note. */
export const MASK = "••••";

/** `•••• 4821`: the last four characters of a document number, never more. */
export function maskDocumentNumber(number: string | null): string | null {
  if (!number) return null;
  const plain = number.replace(/[\s-]/g, "");
  return plain.length > 6 ? `${MASK} ${plain.slice(-4)}` : MASK;
}

/** A masked value sent back (the form shows it as saved): keep what is stored. */
export function isMasked(value: string): boolean {
  return value.startsWith(MASK);
}

/** A form's text: no control character but a new line or a tab, no text-direction override (shared/text-rules.ts). */
const plain = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} must be text` })
    .transform(withNewLines)
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max} characters`)
        .refine(isPlainText, `${label} must not contain control characters (a new line or a tab is fine), text-direction overrides or a broken character`),
    );

const text = (max: number, label: string) =>
  plain(label, max)
    .transform((v) => v.trim() || null)
    .nullable();

// Spaces around a date are forgiven (a pasted value); a control character, a new line and a tab included, is refused.
// eslint-disable-next-line no-control-regex
const NOT_IN_A_DATE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const day = (label: string) =>
  z
    .string({ invalid_type_error: `${label} must be a date` })
    .refine((v) => !NOT_IN_A_DATE.test(v), `${label} must be a date written YYYY-MM-DD`)
    .transform((v) => v.trim())
    .refine((v) => v === "" || isDay(v), `${label} must be a date written YYYY-MM-DD`)
    .transform((v) => v || null)
    .nullable();

/** `PUT …/travellers/:n`: every field optional; the ones given replace the stored ones, "" or null clears one. */
export const travellerChangeSchema = z
  .object({
    fullName: text(200, "Full name"),
    dateOfBirth: day("Date of birth"),
    nationality: text(80, "Nationality"),
    // "" is the form's "None given": no document, as null is.
    documentType: z.preprocess((v) => (v === "" ? null : v), z.enum(DOCUMENT_TYPES, { errorMap: () => ({ message: "Document type must be passport or id-card" }) }).nullable()),
    documentNumber: text(40, "Document number").refine(
      (v) => v === null || isMasked(v) || /^[A-Za-z0-9][A-Za-z0-9 -]{3,29}$/.test(v),
      "Document number must be 4 to 30 letters and digits, as printed on the document",
    ),
    documentExpiry: day("Document expiry"),
    dietary: text(500, "Dietary needs"),
    medical: text(2000, "Medical notes"),
    emergencyName: text(200, "Emergency contact"),
    emergencyPhone: text(40, "Emergency phone"),
  })
  .partial()
  .strict();

/** `PUT …/insurance`. */
export const insuranceSchema = z
  .object({
    insurer: plain("Insurer", 200).pipe(z.string().trim().min(1, "Insurer is required")),
    policyNumber: plain("Policy number", 80).pipe(z.string().trim().min(1, "Policy number is required")),
  })
  .strict();
export type Insurance = z.infer<typeof insuranceSchema>;

/** A traveller's details in plain text, as the server holds them between opening and sealing. */
export interface TravellerDetails {
  fullName: string | null;
  dateOfBirth: Day | null;
  nationality: string | null;
  documentType: DocumentType | null;
  documentNumber: string | null;
  documentExpiry: Day | null;
  dietary: string | null;
  medical: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
}

/** A traveller's fields, in the form's order: the details form, its post without scripts and its refusals name them from here. */
export const TRAVELLER_FIELDS = [
  "fullName",
  "dateOfBirth",
  "nationality",
  "documentType",
  "documentNumber",
  "documentExpiry",
  "dietary",
  "medical",
  "emergencyName",
  "emergencyPhone",
] as const satisfies readonly (keyof TravellerDetails)[];

export const NO_DETAILS: TravellerDetails = {
  fullName: null,
  dateOfBirth: null,
  nationality: null,
  documentType: null,
  documentNumber: null,
  documentExpiry: null,
  dietary: null,
  medical: null,
  emergencyName: null,
  emergencyPhone: null,
};

/** A record as the routes answer it: document number and medical notes masked. */
export type TravellerRecord = TravellerDetails & { n: number; complete: boolean };

/** Name, date of birth, nationality and emergency contact; on an international trip a passport number and its expiry too. */
export function isComplete(d: TravellerDetails, international: boolean): boolean {
  const base = Boolean(d.fullName && d.dateOfBirth && d.nationality && d.emergencyName && d.emergencyPhone);
  return base && (!international || Boolean(d.documentType === "passport" && d.documentNumber && d.documentExpiry));
}

/** What the visitor's page and the desk show: the document number as `•••• 4821`, medical notes as saved. */
export function maskedRecord(n: number, d: TravellerDetails, international: boolean): TravellerRecord {
  return { n, ...d, documentNumber: maskDocumentNumber(d.documentNumber), medical: d.medical ? MASK : null, complete: isComplete(d, international) };
}

/** A form on the trip page: a traveller's number, or the insurance. */
export type DetailsForm = number | "insurance";

/** What the trip page shows of the details (not part of GET /api/trip/:token): the records masked, and a refused form's words. */
export interface TripTravellerDetails {
  travellers: TravellerRecord[];
  insurance: Insurance | null;
  dueBy: Day;
  /** `dueBy` has passed (a trip accepted less than 30 days before it starts): the page says "due now". */
  dueNow: boolean;
  international: boolean;
  /** False once the booking is cancelled or the trip has ended. */
  editable: boolean;
  /** The form just saved, for the page's thanks. */
  saved: DetailsForm | null;
  /** A refused form: what was typed, and each refusal beside its field. */
  refused: { form: DetailsForm; values: Record<string, string>; errors: { path: string; message: string }[] } | null;
}
