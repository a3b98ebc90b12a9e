import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type HeaderValue } from "mailparser";
import EmailReplyParser from "email-reply-parser";
import { MAX_ATTACHMENT_BYTES } from "@shared/conversation";
import type { ClassifyInput } from "./classify";
import { MAX_AUTH_RESULT_LENGTH, MAX_AUTH_RESULTS } from "./auth-results";

/** An incoming e-mail as the store step needs it: plain text only (HTML is never kept as HTML). */
export interface IncomingMail extends ClassifyInput {
  /** The Message-ID, or `<sha256@content>` of the raw message when it has none. */
  messageId: string;
  inReplyTo?: string;
  references: string[];
  to: string;
  /** Without the quoted history. */
  text: string;
  /** With it. */
  fullText: string;
  date?: Date;
  attachments: { name: string; contentType: string; size: number; content: Buffer | null }[];
  /** Set when some attachments were over the limit and are listed only. */
  attachmentNote: string | null;
  /** For a delivery report: the Message-ID of the message that could not be delivered. */
  bouncedMessageId?: string;
  /** The Authentication-Results headers' values, top-most first (auth-results.ts reads them). */
  authResults: string[];
}

/** Texts are kept up to this many characters; the reply parser reads at most REPLY_SCAN of them. */
const MAX_TEXT = 200_000;
const REPLY_SCAN = 32_000;
const MAX_HEADER = 998;

/** A Message-ID as `<left@right>`: bounded, no spaces or brackets inside. */
const MESSAGE_ID = /^<[^<>\s]{1,500}>$/;

function clean(s: string, max: number): string {
  // NUL can't be stored in PostgreSQL text; everything else is kept as the sender wrote it.
  return s.replace(/\0/g, "").slice(0, max);
}

function oneId(v: string | undefined): string | undefined {
  const id = v?.trim();
  return id && MESSAGE_ID.test(id) ? id : undefined;
}

function idList(v: string | string[] | undefined): string[] {
  const all = Array.isArray(v) ? v : v ? v.split(/\s+/) : [];
  return all.map((x) => oneId(x)).filter((x): x is string => x !== undefined).slice(-50);
}

function firstAddress(a: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(a) ? a : a ? [a] : [];
  for (const o of list) for (const v of o.value) if (v.address) return v.address.toLowerCase().slice(0, 320);
  return "";
}

function headerText(v: HeaderValue | undefined): string {
  if (v === undefined) return "";
  if (typeof v === "string") return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object" && "value" in v && typeof v.value === "string") {
    const params = "params" in v && v.params ? Object.entries(v.params).map(([k, p]) => `; ${k}="${p}"`).join("") : "";
    return v.value + params;
  }
  return String(v);
}

/** The text without the quoted history, as the reply parser reads it. */
export function visibleText(full: string): string {
  const head = full.slice(0, REPLY_SCAN);
  const visible = new EmailReplyParser().read(head).getVisibleText().trim();
  return visible || full.trim();
}

/** The Message-ID a delivery report is about, from its returned message or headers. */
function bouncedId(raw: string): string | undefined {
  const m = /^Message-ID:\s*(<[^<>\s]{1,500}>)/im.exec(raw.slice(0, 1_000_000));
  return m?.[1];
}

/** The values of the Authentication-Results headers in the order they stand, each on one line. */
function authResultsOf(lines: ReadonlyArray<{ key: string; line: string }>): string[] {
  return lines
    .filter((l) => l.key === "authentication-results")
    .slice(0, MAX_AUTH_RESULTS)
    .map((l) => l.line.slice(0, MAX_AUTH_RESULT_LENGTH + 30).replace(/\r?\n[ \t]+/g, " ").slice(l.line.indexOf(":") + 1).trim());
}

/** Reads one raw message (RFC 5322) into what the store step keeps. */
export async function parseMail(raw: Buffer): Promise<IncomingMail> {
  const m = await simpleParser(raw, { skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  const headers = new Map<string, string>();
  for (const [k, v] of m.headers) headers.set(k.toLowerCase(), clean(headerText(v), MAX_HEADER));
  const fullText = clean(m.text ?? "", MAX_TEXT);
  const attachments: IncomingMail["attachments"] = [];
  let kept = 0;
  let over = 0;
  const partTypes: string[] = [];
  for (const a of m.attachments) {
    partTypes.push(a.contentType);
    const name = clean(a.filename ?? "attachment", 255) || "attachment";
    if (kept + a.size <= MAX_ATTACHMENT_BYTES) {
      kept += a.size;
      attachments.push({ name, contentType: a.contentType, size: a.size, content: a.content });
    } else {
      over++;
      attachments.push({ name, contentType: a.contentType, size: a.size, content: null });
    }
  }
  const contentType = headers.get("content-type") ?? "text/plain";
  const rawText = raw.toString("latin1");
  const isReport = contentType.toLowerCase().startsWith("multipart/report");
  // A delivery report's own text is the daemon's; the returned headers name our message.
  const reportMessage = isReport ? m.attachments.find((a) => /^(message\/rfc822|text\/rfc822-headers)$/i.test(a.contentType)) : undefined;
  return {
    messageId: oneId(m.messageId) ?? `<${createHash("sha256").update(raw).digest("hex")}@content>`,
    inReplyTo: oneId(typeof m.inReplyTo === "string" ? m.inReplyTo : undefined),
    references: idList(m.references),
    from: firstAddress(m.from),
    to: firstAddress(m.to),
    subject: clean(m.subject ?? "", MAX_HEADER),
    headers,
    contentType,
    partTypes,
    fullText,
    text: visibleText(fullText),
    date: m.date,
    attachments,
    attachmentNote: over ? `${over} attachment${over === 1 ? "" : "s"} not kept: over ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB a message` : null,
    authResults: authResultsOf(m.headerLines),
    bouncedMessageId: isReport ? (reportMessage ? bouncedId(reportMessage.content.toString("latin1")) : bouncedId(rawText.slice(rawText.search(/\r?\n\r?\n/) + 1))) : undefined,
  };
}
