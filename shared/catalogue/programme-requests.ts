/**
 * The desk's programme requests, checked the same way by the
 * desk's editor and the server. Bounds: a title 80 characters, a list item 200, the summary 600, a
 * paragraph 2,000 (characters as people count them: characterCount), 30 items a list. The
 * catalogue's own card fields are checked by its schema afterwards (cardIssues), against the whole
 * programme as it would be saved. Every number is bounded here, so none reaches a database column
 * it doesn't fit (a 500 there).
 */
import { z } from "zod";
import { MAX_INT } from "../requests/enquiry";
import { CATALOGUE_KEYS, isSlug, MAX_SLUG } from "./catalogues";
import { PROGRAMME_STATUSES } from "./programme";
import { isPlainText, NOT_ONE_LINE, NOT_PLAIN_TEXT } from "./plain-text";
import { characterCount, tooLong } from "./text-length";

export const BOUNDS = { title: 80, item: 200, summary: 600, paragraph: 2000, items: 30 } as const;

const text = (max: number, oneLine: boolean) =>
  z
    .string({ required_error: "Required", invalid_type_error: "Must be text" })
    .refine((s) => characterCount(s) <= max, tooLong(max))
    .refine(isPlainText, NOT_PLAIN_TEXT)
    .refine((s) => !oneLine || !/[\r\n]/.test(s), NOT_ONE_LINE)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, "Required");

export const titleText = text(BOUNDS.title, true);
export const itemText = text(BOUNDS.item, true);
const summaryText = text(BOUNDS.summary, false);
export const paragraphText = text(BOUNDS.paragraph, false);

const list = <T extends z.ZodTypeAny>(item: T) =>
  z.array(item, { invalid_type_error: "Must be a list" }).max(BOUNDS.items, `Must have at most ${BOUNDS.items} items`);

const slug = z
  .string({ required_error: "Required", invalid_type_error: "Must be text" })
  .max(MAX_SLUG, `Must be at most ${MAX_SLUG} characters`)
  .refine(isSlug, "Must be lowercase letters and digits joined by single hyphens, such as soul-identity");

const itineraryDay = z
  .object({
    day: z.number({ required_error: "Required", invalid_type_error: "Must be a day number" }).int("Must be a whole day").min(1, "Must be at least 1").max(365, "Must be at most 365"),
    title: titleText,
    text: paragraphText,
  })
  .strict();

const faqEntry = z.object({ question: itemText, answer: paragraphText }).strict();

/** The catalogue's own card fields: checked by its schema (cardIssues); here only that it is an object. */
const card = z.record(z.unknown(), { invalid_type_error: "Must be the catalogue's card fields" });

/** Where you stay: a paragraph, said of as every paragraph is, or none (null, or the "" of a cleared field). */
const stay = z.preprocess((v) => (v === "" ? null : v), paragraphText.nullable()).optional();

const editable = {
  slug,
  title: titleText,
  summary: summaryText,
  highlights: list(itemText),
  duration: itemText,
  image: itemText,
  card,
  position: z.number({ invalid_type_error: "Must be a whole number" }).int("Must be a whole number").min(1, "Must be at least 1").max(100_000, "Must be at most 100000"),
  itinerary: list(itineraryDay),
  included: list(itemText),
  notIncluded: list(itemText),
  stay,
  faq: list(faqEntry),
};

export const newProgrammeSchema = z
  .object({
    catalogue: z.enum(CATALOGUE_KEYS as [string, ...string[]], { errorMap: () => ({ message: "Must be one of the catalogues" }) }),
    ...editable,
    slug: editable.slug.optional(),
    position: editable.position.optional(),
    itinerary: editable.itinerary.optional(),
    included: editable.included.optional(),
    notIncluded: editable.notIncluded.optional(),
    faq: editable.faq.optional(),
  })
  .strict();
export type NewProgramme = z.infer<typeof newProgrammeSchema>;

const status = z.enum(PROGRAMME_STATUSES, { errorMap: () => ({ message: "Must be draft, published or archived" }) });

/** A version a change starts from or a restore brings back: a whole number a version column holds (PostgreSQL's integer). */
const versionNumber = (required: string) =>
  z
    .number({ required_error: required, invalid_type_error: "Must be a version number" })
    .int("Must be a version number")
    .min(1, "Must be a version number")
    .max(MAX_INT, "Must be a version number");

export const programmePatchSchema = z
  .object({
    version: versionNumber("Required: the version the change started from"),
    ...Object.fromEntries(Object.entries(editable).map(([k, v]) => [k, v.optional()])),
    status: status.optional(),
  } as { version: z.ZodNumber } & { [K in keyof typeof editable]: z.ZodOptional<(typeof editable)[K]> } & { status: z.ZodOptional<typeof status> })
  .strict();

export const restoreSchema = z.object({ version: versionNumber("Required") }).strict();

export const adminProgrammeQuerySchema = z.object({
  catalogue: z.enum(CATALOGUE_KEYS as [string, ...string[]], { errorMap: () => ({ message: "Must be one of the catalogues" }) }).optional(),
  status: status.optional(),
});
