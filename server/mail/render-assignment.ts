import type { Booking } from "@shared/schema/bookings";
import { deskTime } from "@shared/desk-clock";
import { DEFAULT_DESK_TIMEZONE } from "../core/config";
import { escapeHtml, page, type RenderedMail } from "./render";

/**
 * The e-mail telling a staff member a booking is now theirs: the reference, what it is about and
 * the desk's link. The visitor's own words stay in the desk.
 */
export function renderAssignmentAlert(
  b: Pick<Booking, "id" | "reference" | "tripCategory" | "createdAt" | "replyDueAt">,
  deskUrl: string,
  timeZone = DEFAULT_DESK_TIMEZONE,
): RenderedMail {
  const intro = `Enquiry ${b.reference} (booking ${b.id}, ${b.tripCategory}, received ${deskTime(b.createdAt, timeZone)}) is now assigned to you.`;
  const due = b.replyDueAt ? `A reply is due by ${deskTime(b.replyDueAt, timeZone)}.` : "Nothing awaits a reply on it now.";
  const text = [intro, due, `Open it in the desk: ${deskUrl}`, ""].join("\n");
  const html = page(
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(due)}</p>`,
      `<p><a href="${escapeHtml(deskUrl)}">Open enquiry ${escapeHtml(b.reference)} in the desk</a></p>`,
    ].join("\n"),
  );
  return { subject: `Enquiry ${b.reference} assigned to you`, text, html };
}
