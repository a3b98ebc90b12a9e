import type { Db } from "../../db";
import type { InboundQueries, ConversationStorage } from "../../storage";
import { findThread, type ThreadMatch } from "./thread";
import { classify, type OurMailbox } from "./classify";
import { dkimPassed, senderAuthenticated, trustedResults } from "./auth-results";
import type { IncomingMail } from "./parse";
import type { UnreadableMail } from "./unreadable";

export interface InboundSettings extends OurMailbox {
  /** Where the alert about a visitor's reply goes when nobody is assigned (STAFF_ALERT_TO). */
  staffAlertTo: string[];
  /** Domain of our Message-IDs. */
  messageIdDomain: string;
  /** MAIL_AUTHSERV_ID: the receiving server whose Authentication-Results are believed; unset, no message is staff's. */
  authservId?: string;
}

export type StoreResult =
  | { stored: false; reason: "duplicate" | "ours" }
  | { stored: true; id: number; bookingId: number | null; kind: string; match: ThreadMatch; alerted: boolean };

type InboundStore = { conversations: Pick<ConversationStorage, "inInboundTransaction"> };

/**
 * The one store step every source of incoming mail ends in, in one transaction: de-duplication by
 * Message-ID (a copy of one of our own sent messages is already stored, in the outbox), threading,
 * classification, the booking's replyDueAt, the staff alert and the desk's `reply` event.
 */
export function storeIncoming(storage: InboundStore, m: IncomingMail, settings: InboundSettings, after?: (tx: Db) => Promise<void>): Promise<StoreResult> {
  return storage.conversations.inInboundTransaction((q) => storeIn(q, m, settings), after);
}

/** A message that can't be read: kept raw under Unmatched mail, so the reader can move on. */
export async function storeUnreadable(storage: InboundStore, m: UnreadableMail, after?: (tx: Db) => Promise<void>): Promise<StoreResult> {
  const r = await storage.conversations.inInboundTransaction((q) => q.storeUnreadable(m), after);
  return r.stored ? { stored: true, id: r.id, bookingId: null, kind: "unreadable", match: undefined, alerted: false } : { stored: false, reason: "duplicate" };
}

async function storeIn(q: InboundQueries, m: IncomingMail, settings: InboundSettings): Promise<StoreResult> {
  await q.lockMessageId(m.messageId);
  const held = await q.heldAlready(m.messageId);
  if (held) return { stored: false, reason: held };

  // A colleague writing from their own address (their profile's e-mail) is one of us, by name.
  const colleague = await q.staffBySender(m.from);
  const claimed = classify(m, colleague ? { ...settings, staffAddresses: [...settings.staffAddresses, m.from] } : settings);
  const proof = trustedResults(m.authResults, settings.authservId);
  // Staff only when a staff member's verified address sent it and their domain signed it; anyone can write our From.
  const kind = claimed === "staff" && !(colleague && dkimPassed(proof, m.from)) ? "unverified" : claimed;
  let match: ThreadMatch;
  if (kind === "bounce" && m.bouncedMessageId) {
    const bounced = await q.markBounced(m.bouncedMessageId);
    if (bounced) match = { bookingId: bounced, by: "message-id" };
  }
  // Only a visitor's own address says which booking is theirs: staff and machines write about many.
  match ??= await findThread(m, q.threadLookups, { bySender: kind === "visitor" });
  const bookingId = match?.bookingId ?? null;
  const row = await q.insertMessage(
    {
      bookingId,
      direction: kind === "staff" ? "out" : "in",
      kind,
      messageId: m.messageId,
      inReplyTo: m.inReplyTo ?? null,
      refs: m.references.join(" ") || null,
      fromAddress: m.from,
      toAddress: m.to,
      subject: m.subject,
      text: m.text,
      fullText: m.fullText,
      by: kind === "staff" ? (colleague?.username ?? m.from) : kind === "visitor" ? "visitor" : kind === "unverified" ? "unverified sender" : "system",
      attachmentNote: m.attachmentNote,
      // A visitor's booking found by the sender's address alone, which anyone can write.
      unverified: kind === "unverified" || (match?.by === "sender" && !senderAuthenticated(proof, m.from)),
    },
    m.attachments.map((a) => ({ name: a.name, contentType: a.contentType, size: a.size, content: a.content })),
  );
  let alerted = false;
  if (bookingId !== null && kind === "visitor") {
    await q.awaitReply(bookingId, row.at);
    alerted = await q.queueReplyAlert(bookingId, row.id, settings);
    await q.announceReply(bookingId);
  }
  if (bookingId !== null && kind === "staff") await q.answerBooking(bookingId, row.at);
  return { stored: true, id: row.id, bookingId, kind, match, alerted };
}
