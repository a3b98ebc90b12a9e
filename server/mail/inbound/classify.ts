import type { MessageKind } from "@shared/conversation";

/** The headers and parts that tell a person's message from a machine's. */
export interface ClassifyInput {
  from: string;
  subject: string;
  /** Lower-cased header names. */
  headers: Map<string, string>;
  contentType: string;
  /** Content types of the message's parts. */
  partTypes: string[];
}

export interface OurMailbox {
  /** MAIL_FROM's address. */
  companyAddress: string;
  /** Staff members' own addresses (STAFF_ALERT_TO and any known staff e-mail). */
  staffAddresses: string[];
}

const AUTO_SUBJECT = /^(?:auto(?:matic)?[ -]?reply|out of (?:the )?office|autosvar|abwesenheit|réponse automatique|away:|vacation)/i;

function header(h: Map<string, string>, name: string): string {
  return (h.get(name) ?? "").trim().toLowerCase();
}

/** A delivery report (RFC 3464) or a mailer daemon's notice. */
export function isBounce(m: ClassifyInput): boolean {
  const type = m.contentType.toLowerCase();
  if (type.startsWith("multipart/report") && /report-type="?delivery-status/.test(type)) return true;
  if (m.partTypes.some((t) => t.toLowerCase() === "message/delivery-status")) return true;
  return /^(?:mailer-daemon|postmaster)@/i.test(m.from);
}

/** Automatic mail as RFC 3834 and common practice mark it: never an answer, never answered. */
export function isAutomatic(m: ClassifyInput): boolean {
  const auto = header(m.headers, "auto-submitted");
  if (auto && auto !== "no") return true;
  if (["bulk", "junk", "auto_reply", "list"].includes(header(m.headers, "precedence"))) return true;
  if (m.headers.has("x-autoreply") || m.headers.has("x-autorespond") || m.headers.has("x-auto-response-suppress")) return true;
  if (m.headers.has("list-id") || m.headers.has("list-unsubscribe")) return true;
  return AUTO_SUBJECT.test(m.subject.trim());
}

function domain(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/** One of us: a staff address, the company mailbox, or any address at the company's domain. */
export function isStaffSender(from: string, ours: OurMailbox): boolean {
  const f = from.toLowerCase();
  if (!f.includes("@")) return false;
  if (ours.staffAddresses.some((a) => a.toLowerCase() === f)) return true;
  return f === ours.companyAddress.toLowerCase() || domain(f) === domain(ours.companyAddress);
}

/** Bounces first (a daemon's report is also automatic), then automatic mail, then who wrote it. */
export function classify(m: ClassifyInput, ours: OurMailbox): Exclude<MessageKind, "desk"> {
  if (isBounce(m)) return "bounce";
  if (isAutomatic(m)) return "auto-reply";
  if (isStaffSender(m.from, ours)) return "staff";
  return "visitor";
}
