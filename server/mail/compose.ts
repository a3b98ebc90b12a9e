import type Mail from "nodemailer/lib/mailer";
import type { Booking } from "@shared/schema";
import type { MailKind } from "@shared/mail-states";
import { isAddress, type Mailbox } from "./addresses";
import { deskLink, renderAcknowledgement, renderStaffAlert } from "./render";
import type { AckContext } from "./ack-details";

export interface ComposeContext {
  from: Mailbox;
  /** PUBLIC_URL, or http://localhost:PORT. */
  baseUrl: string;
}

export interface OutboxMessage {
  kind: MailKind;
  toAddress: string;
  messageId: string;
  booking: Booking;
  /** For an acknowledgement: what it says beside the booking (see ack-details.ts). */
  ack?: AckContext;
}

/**
 * The message nodemailer sends. Every header comes from us or from a validated address: the
 * recipients are addresses only (no display names), the visitor's address is the staff alert's
 * Reply-To, and the subject holds no visitor text (see render.ts).
 */
/** The outbox row's recipients as addresses only (no display names); throws when none is valid. */
export function recipients(toAddress: string): { name: string; address: string }[] {
  const to = toAddress
    .split(",")
    .map((a) => a.trim())
    .filter(isAddress)
    .map((address) => ({ name: "", address }));
  if (to.length === 0) throw new Error(`no valid recipient in "${toAddress}"`);
  return to;
}

export function composeMessage(m: OutboxMessage, ctx: ComposeContext): Mail.Options {
  const to = recipients(m.toAddress);
  const body = m.kind === "acknowledgement" ? renderAcknowledgement(m.booking, m.ack) : renderStaffAlert(m.booking, deskLink(ctx.baseUrl, m.booking.id));
  const replyTo = m.kind === "staff-alert" && isAddress(m.booking.email) ? { name: "", address: m.booking.email } : undefined;
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: body.subject,
    text: body.text,
    html: body.html,
    messageId: m.messageId,
    // Out-of-office replies should not answer machine mail (RFC 3834).
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
