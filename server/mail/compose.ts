import type Mail from "nodemailer/lib/mailer";
import type { Booking } from "@shared/schema/bookings";
import { ASSIGNMENT_ALERT, type MailKind } from "@shared/mail-states";
import { isAddress, type Mailbox } from "../core/addresses";
import { recipients } from "../core/mail-recipients";
import { deskLink, renderAcknowledgement, renderStaffAlert, type RenderedMail } from "./render";
import { renderReply, renderReplyAlert } from "./render-conversation";
import { renderAssignmentAlert } from "./render-assignment";
import type { MessageRow } from "../storage";
import type { AckContext } from "./ack-details";

export interface ComposeContext {
  from: Mailbox;
  /** PUBLIC_URL, or http://localhost:PORT. */
  baseUrl: string;
  /** DESK_TIMEZONE: the zone of the times staff read in alerts (Asia/Kolkata when not given). */
  timeZone?: string;
}

export interface OutboxMessage {
  kind: MailKind | typeof ASSIGNMENT_ALERT;
  toAddress: string;
  messageId: string;
  booking: Booking;
  /** For an acknowledgement: what it says beside the booking (see ack-details.ts). */
  ack?: AckContext;
  /** A reply's own stored message, or the visitor's message a reply-alert is about. */
  message?: ConversationMessage;
}

type ConversationMessage = Pick<MessageRow, "subject" | "text" | "inReplyTo" | "refs" | "fromAddress" | "at">;

/** Our own messages that a machine writes (RFC 3834): out-of-office replies must not answer them. */
const AUTOMATIC = { "Auto-Submitted": "auto-generated" };

function bodyOf(m: OutboxMessage, ctx: ComposeContext): RenderedMail {
  const link = deskLink(ctx.baseUrl, m.booking.id);
  switch (m.kind) {
    case "acknowledgement":
      return renderAcknowledgement(m.booking, m.ack);
    case "staff-alert":
      return renderStaffAlert(m.booking, link, ctx.timeZone);
    case "reply":
      if (!m.message) throw new Error("the reply's message is gone");
      return renderReply(m.message);
    case "reply-alert":
      if (!m.message) throw new Error("the visitor's message is gone");
      return renderReplyAlert(m.booking, m.message, link, ctx.timeZone);
    case ASSIGNMENT_ALERT:
      return renderAssignmentAlert(m.booking, link, ctx.timeZone);
  }
}

/**
 * The message nodemailer sends. Every header comes from us or from a validated address: the
 * recipients are addresses only (no display names), the visitor's address is an alert's Reply-To
 * beside the company mailbox (so a colleague's answer from a mail client reaches the visitor and is
 * kept in the mailbox too), and only a reply's subject, written by staff, holds words not ours.
 */
export function composeMessage(m: OutboxMessage, ctx: ComposeContext): Mail.Options {
  const to = recipients(m.toAddress);
  const body = bodyOf(m, ctx);
  const alert = m.kind === "staff-alert" || m.kind === "reply-alert";
  const replyTo = alert && isAddress(m.booking.email) ? [{ name: "", address: m.booking.email }, { name: "", address: ctx.from.address }] : undefined;
  const thread =
    m.kind === "reply" && m.message?.inReplyTo
      ? { inReplyTo: m.message.inReplyTo, references: m.message.refs?.split(" ") ?? [m.message.inReplyTo] }
      : {};
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: body.subject,
    text: body.text,
    html: body.html,
    messageId: m.messageId,
    ...thread,
    // A reply a person writes is not automatic; everything else we send is.
    headers: m.kind === "reply" ? {} : AUTOMATIC,
  };
}
