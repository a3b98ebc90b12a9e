import { createHash } from "node:crypto";
import { MAX_ATTACHMENT_BYTES } from "@shared/conversation";
import type { MailLimit } from "./limits";

/** A message the parser was not given (or could not read): kept raw, listed as could not be read. */
export interface UnreadableMail {
  /** A hash of what was read and the size: the same message read again is known, and no sender can claim another's id. */
  messageId: string;
  from: string;
  subject: string;
  reason: MailLimit | "the parser failed" | "its content could not be stored";
  /** The whole message's size in bytes. */
  size: number;
  /** The first MAX_ATTACHMENT_BYTES of the raw message. */
  raw: Buffer;
  truncated: boolean;
}

/** Headers are looked for in at most this many bytes. */
const HEAD_BYTES = 64 * 1024;
const ADDRESS = /^[^\s@<>"(),;:]{1,64}@[^\s@<>"(),;:]{1,255}$/;

/** The raw header block's lines with folded ones joined, at most HEAD_BYTES of it. */
function headerLines(raw: Buffer): string[] {
  const text = raw.subarray(0, HEAD_BYTES).toString("latin1");
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    const bare = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (bare === "") break;
    if ((bare[0] === " " || bare[0] === "\t") && lines.length) lines[lines.length - 1] += " " + bare.trim();
    else lines.push(bare);
  }
  return lines;
}

function header(lines: string[], name: string): string {
  const prefix = `${name}:`;
  const line = lines.find((l) => l.slice(0, prefix.length).toLowerCase() === prefix);
  return line ? line.slice(prefix.length).trim() : "";
}

/** The sender's address as far as it can be read without a parser: `<…>` if there is one, else a bare address. */
export function senderOf(fromHeader: string): string {
  const open = fromHeader.lastIndexOf("<");
  const close = fromHeader.indexOf(">", open);
  const candidate = open !== -1 && close !== -1 ? fromHeader.slice(open + 1, close) : (fromHeader.split(/\s+/).find((w) => w.includes("@")) ?? "");
  const address = candidate.trim().toLowerCase();
  return ADDRESS.test(address) ? address : "";
}

/** What is kept of a message that can't be read; `size` is the whole message's when `raw` is only its start. */
export function unreadableMail(raw: Buffer, reason: UnreadableMail["reason"], size = raw.length): UnreadableMail {
  const lines = headerLines(raw);
  const kept = raw.subarray(0, MAX_ATTACHMENT_BYTES);
  // eslint-disable-next-line no-control-regex
  const subject = header(lines, "subject").replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, 300);
  return {
    messageId: `<${createHash("sha256").update(kept).digest("hex")}.${size}@unreadable>`,
    from: senderOf(header(lines, "from").slice(0, 1_000)),
    subject,
    reason,
    size,
    raw: kept,
    truncated: kept.length < size,
  };
}
