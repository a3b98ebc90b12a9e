import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "./text-rules";
import type { MailState } from "./mail-states";

/**
 * The conversation's words shared by the desk and the server: saved replies and their
 * placeholders, the reply a staff member sends, and the e-mails on a booking's timeline.
 */

export const PLACEHOLDERS = ["firstName", "lastName", "reference", "tripCategory", "programme", "preferredDates", "groupSize", "staffName"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** `{{name}}` with optional spaces inside the braces; bounded so a long run of braces stays linear. */
const PLACEHOLDER = /\{\{\s{0,5}([^{}\s]{0,60})\s{0,5}\}\}/g;

/** Every `{{…}}` in a text that is not one of PLACEHOLDERS. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(PLACEHOLDERS);
  const out = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) if (!known.has(m[1])) out.add(m[0]);
  return [...out];
}

/** The text with each placeholder replaced by its value (an empty value leaves nothing). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => ((PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole));
}

/** What a booking and the person writing give the placeholders. */
export function placeholderValues(
  b: {
    firstName: string;
    lastName: string;
    reference: string;
    tripCategory: string;
    /** The programme whose button sent the enquiry, if any. */
    sourceProgramme?: string | null;
    preferredDates: string | null;
    groupSize: number;
    /** Six or more, the number not given: the placeholder reads "6+". */
    groupSizeAtLeast?: boolean;
  },
  staffName: string,
): PlaceholderValues {
  return {
    firstName: b.firstName,
    lastName: b.lastName,
    reference: b.reference,
    tripCategory: b.tripCategory,
    // The programme the enquiry named, else its trip category: a saved reply always reads as a sentence.
    programme: b.sourceProgramme || b.tripCategory,
    preferredDates: b.preferredDates ?? "",
    groupSize: `${b.groupSize}${b.groupSizeAtLeast ? "+" : ""}`,
    staffName,
  };
}

export const MAX_SUBJECT = 300;
export const MAX_REPLY_BODY = 20_000;
export const MAX_TEMPLATE_NAME = 100;

/** A subject is one line: no control characters, so it can't become another header. */
// eslint-disable-next-line no-control-regex
const oneLine = (s: string) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(s);

const subject = z
  .string()
  .trim()
  .min(1, "Required")
  .max(MAX_SUBJECT, `Must be at most ${MAX_SUBJECT} characters`)
  .refine(isStorableText, NOT_STORABLE)
  .refine(oneLine, "Must be one line");

const body = z
  .string()
  .trim()
  .min(1, "Required")
  .max(MAX_REPLY_BODY, `Must be at most ${MAX_REPLY_BODY} characters`)
  .refine(isStorableText, NOT_STORABLE);

/** POST /api/admin/bookings/:id/replies: what goes, placeholders already filled by the desk. */
export const replySchema = z
  .object({
    subject,
    body,
    /** The booking's e-mail (the default) or the sender of an `email-in` on that booking; checked by the server. */
    to: z.string().trim().min(3, "Must be an e-mail address").max(320, "Must be at most 320 characters").email("Must be an e-mail address").optional(),
  })
  .strict();
export type ReplyInput = z.output<typeof replySchema>;

/**
 * Every unknown placeholder of a saved reply, named once however often the subject and body use it,
 * on the first field that holds one.
 */
const knownPlaceholders = (v: { subject?: string; body?: string }, ctx: z.RefinementCtx) => {
  const unknown = [...new Set([...unknownPlaceholders(v.subject ?? ""), ...unknownPlaceholders(v.body ?? "")])];
  if (unknown.length === 0) return;
  const path = unknownPlaceholders(v.subject ?? "").length ? "subject" : "body";
  const known = PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ");
  ctx.addIssue({ code: "custom", path: [path], message: `Unknown placeholder${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; use ${known}` });
};

const templateFields = {
  name: z
    .string()
    .trim()
    .min(1, "Required")
    .max(MAX_TEMPLATE_NAME, `Must be at most ${MAX_TEMPLATE_NAME} characters`)
    .refine(isStorableText, NOT_STORABLE)
    .refine(oneLine, "Must be one line"),
  subject,
  body,
};

export const replyTemplateSchema = z.object(templateFields).strict().superRefine(knownPlaceholders);
export const replyTemplatePatchSchema = z
  .object(templateFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Give a name, subject or body")
  .superRefine(knownPlaceholders);
export type ReplyTemplateInput = z.output<typeof replyTemplateSchema>;

export interface ReplyTemplate {
  id: number;
  name: string;
  subject: string;
  body: string;
}

/**
 * An incoming message's kind: `visitor` (an answer that awaits ours), `staff` (one of us from a mail
 * client, recorded as outgoing), `auto-reply` and `bounce` (recorded, never answered); `desk` is a
 * reply written in the desk; `unverified` claims to be from us without proof (answers nothing);
 * `unreadable` could not be read and is kept raw under Unmatched mail.
 */
export const MESSAGE_KINDS = ["visitor", "staff", "auto-reply", "bounce", "desk", "unverified", "unreadable"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Attachments are kept up to this many bytes a message; bigger ones are listed only. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface AttachmentEntry {
  name: string;
  size: number;
  /** Null when the file was over the limit and not kept. */
  url: string | null;
}

interface MailEntryBase {
  by: string;
  at: string;
  /** The stored message's id. */
  messageRowId: number;
  subject: string;
  text: string;
  fullText: string;
}

export type EmailInEntry = MailEntryBase & {
  kind: "email-in";
  from: string;
  messageKind: Extract<MessageKind, "visitor" | "auto-reply" | "bounce" | "unverified">;
  attachments: AttachmentEntry[];
  attachmentNote: string | null;
  /** Its sender is not proven: a claim to be staff without DKIM, or a visitor's booking found by the address alone. */
  unverified: boolean;
};

export type EmailOutEntry = MailEntryBase & {
  kind: "email-out";
  to: string;
  /** The outbox's delivery state of a desk reply; null for one sent from a mail client. */
  status: MailState | null;
  sentAt: string | null;
};

/** GET /api/admin/inbound?view=unmatched. */
export interface UnmatchedMail {
  id: number;
  from: string;
  subject: string;
  receivedAt: string;
  /** The message's text without quoted history, its first MAX_UNMATCHED_TEXT characters ("" when it could not be read). */
  text: string;
  /** Set for a message that could not be read: its raw copy's download, and the whole message's size in bytes. */
  unreadable: { url: string | null; size: number } | null;
}

export const MAX_UNMATCHED_TEXT = 2_000;

/** POST /api/admin/inbound/:id/attach: the booking's id, or its reference (exact, any case). */
export const attachSchema = z.union([
  z.object({ bookingId: z.number().int().min(1).max(2_147_483_647) }).strict(),
  z.object({ reference: z.string().trim().min(1, "Required").max(32, "Must be at most 32 characters").regex(/^[A-Za-z0-9]+$/, "Letters and digits only") }).strict(),
]);
export type AttachInput = z.output<typeof attachSchema>;
