import type { TimelineEntry } from "@shared/api-types";

type MessageEntry = Extract<TimelineEntry, { kind: "email-in" | "email-out" | "call" | "email" | "whatsapp" }>;

const MESSAGE_KINDS: ReadonlySet<string> = new Set(["email-in", "email-out", "call", "email", "whatsapp"]);

/** An e-mail, a WhatsApp message or a logged contact: the conversation itself, both ways. */
export const isMessage = (entry: TimelineEntry): entry is MessageEntry => MESSAGE_KINDS.has(entry.kind);

/** Whether a message came from the visitor's side (an e-mail in) or went from ours. */
export const directionOf = (entry: MessageEntry): "in" | "out" => (entry.kind === "email-in" ? "in" : "out");

/**
 * Who a reply can go to: the booking's e-mail first, then every other address a visitor's e-mail on
 * the booking came from (the daughter writing for her mother), each once, any case.
 */
export function replyAddresses(bookingEmail: string, entries: readonly TimelineEntry[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (address: string) => {
    const a = address.trim();
    if (!a || seen.has(a.toLowerCase())) return;
    seen.add(a.toLowerCase());
    out.push(a);
  };
  add(bookingEmail);
  for (const e of entries) if (e.kind === "email-in" && e.messageKind === "visitor") add(e.from);
  return out;
}
