import type { Booking } from "@shared/schema/bookings";
import { deskTime } from "@shared/desk-clock";
import { DEFAULT_DESK_TIMEZONE } from "../core/config";
import { oneLine } from "@shared/one-line";
import { escapeHtml, page, type RenderedMail } from "./render";

interface Message {
  subject: string;
  text: string;
  fromAddress: string;
  at: Date;
}

/** A reply written in the desk: the staff member's words as they wrote them, escaped in the HTML part. */
export function renderReply(m: Pick<Message, "subject" | "text">): RenderedMail {
  const text = m.text.endsWith("\n") ? m.text : `${m.text}\n`;
  return { subject: oneLine(m.subject, 300), text, html: page(`<div style="white-space:pre-wrap">${escapeHtml(m.text)}</div>`) };
}

/** The alert that a visitor answered: the subject is ours alone; their words are in the body. */
export function renderReplyAlert(b: Pick<Booking, "id" | "reference">, m: Message, deskUrl: string, timeZone = DEFAULT_DESK_TIMEZONE): RenderedMail {
  const received = deskTime(m.at, timeZone);
  const intro = `The visitor of enquiry ${b.reference} (booking ${b.id}) replied, received ${received}. A reply is due within 24 hours.`;
  const text = [intro, `Open it in the desk: ${deskUrl}`, "Replying to this e-mail writes to the visitor.", "", `From: ${m.fromAddress}`, "", m.text, ""].join("\n");
  const html = page(
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(deskUrl)}">Open enquiry ${escapeHtml(b.reference)} in the desk</a>. Replying to this e-mail writes to the visitor.</p>`,
      `<p>From: ${escapeHtml(m.fromAddress)}</p>`,
      `<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:8px">${escapeHtml(m.text)}</div>`,
    ].join("\n"),
  );
  return { subject: `Reply on enquiry ${b.reference}`, text, html };
}
