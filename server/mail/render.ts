import type { Booking } from "@shared/schema/bookings";
import type { MailKind } from "@shared/mail-states";
import { SITE } from "@shared/site";
import { TRIP_CATEGORIES } from "@shared/enquiry-options";
import { BOOKING_FIELDS, fieldsOf, shownValue } from "@shared/booking-fields";
import { greeting } from "./greeting";
import { ackDetails, type AckContext } from "./ack-details";
import { deskTime } from "@shared/desk-clock";
import { DEFAULT_DESK_TIMEZONE } from "../core/config";
import { escapeHtml } from "../core/escape-html";

/** The mail's HTML escaping lives in server/core/escape-html.ts (the digest writes with it too); named here for the mail's callers. */
export { escapeHtml };

/** A message's words, rendered from the booking when it is sent (bodies are never stored). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Subjects hold no visitor text at all: the reference is ours, and the category appears only when
 * it is one of our own categories (the client sends it as free text); otherwise the trip type,
 * which validation restricts to two values. So a subject can't carry a visitor's words into a
 * header, however it is encoded.
 */
export function tripLabel(b: Pick<Booking, "tripType" | "tripCategory">): string {
  const ours = (TRIP_CATEGORIES as readonly string[]).includes(b.tripCategory);
  if (ours) return b.tripCategory;
  return b.tripType === "international" ? "International journey" : "Retreat";
}

export function subjectFor(kind: Extract<MailKind, "acknowledgement" | "staff-alert">, b: Pick<Booking, "reference" | "tripType" | "tripCategory">): string {
  return kind === "acknowledgement"
    ? `Your enquiry with ${SITE.name}: reference ${b.reference}`
    : `New enquiry ${b.reference}: ${tripLabel(b)}`;
}

const CONTACTS: [string, string, string][] = [
  ["Phone", SITE.phoneDisplay, SITE.phoneHref],
  [SITE.chatLabel, SITE.chatHref.replace(/^https:\/\//, ""), SITE.chatHref],
  ["E-mail", SITE.email, `mailto:${SITE.email}`],
];

const NEXT_STEPS =
  "Within 24 hours one of our travel consultants will contact you by e-mail or phone to talk about your journey, your dates and your group, and to answer your questions. Nothing is booked or paid until you decide.";

/** Only our own words and the visitor's name (when it looks like one) go to the visitor's address. */
export function renderAcknowledgement(b: Booking, ctx: AckContext = {}): RenderedMail {
  const hello = greeting(b.firstName);
  const category = tripLabel(b);
  const details = ackDetails(b, ctx);
  const text = [
    `${hello},`,
    "",
    `Thank you for your enquiry about ${category}. Your reference is ${b.reference}: please quote it whenever you contact us.`,
    "",
    ...(details.facts.length > 0 ? ["Your enquiry:", ...details.facts.map(([k, v]) => `${k}: ${v}`), ""] : []),
    ...(details.earlier ? [details.earlier, ""] : []),
    `What happens next: ${NEXT_STEPS}`,
    "",
    "If you would like to reach us sooner:",
    ...CONTACTS.map(([label, shown, href]) => `${label}: ${label === SITE.chatLabel ? href : shown}`),
    "",
    "Warm regards,",
    SITE.name,
    `${SITE.city}, ${SITE.state}, ${SITE.country}`,
    "",
  ].join("\n");
  const html = page(
    [
      `<p>${escapeHtml(hello)},</p>`,
      `<p>Thank you for your enquiry about <strong>${escapeHtml(category)}</strong>. Your reference is <strong>${escapeHtml(b.reference)}</strong>: please quote it whenever you contact us.</p>`,
      ...(details.facts.length > 0
        ? [
            `<h2 style="font-size:16px">Your enquiry</h2>`,
            `<ul>${details.facts.map(([k, v]) => `<li>${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong></li>`).join("")}</ul>`,
          ]
        : []),
      ...(details.earlier ? [`<p>${escapeHtml(details.earlier)}</p>`] : []),
      `<h2 style="font-size:16px">What happens next</h2>`,
      `<p>${escapeHtml(NEXT_STEPS)}</p>`,
      `<p>If you would like to reach us sooner:</p>`,
      `<ul>${CONTACTS.map(([label, shown, href]) => `<li>${escapeHtml(label)}: <a href="${escapeHtml(href)}">${escapeHtml(shown)}</a></li>`).join("")}</ul>`,
      `<p>Warm regards,<br>${escapeHtml(SITE.name)}<br>${escapeHtml(`${SITE.city}, ${SITE.state}, ${SITE.country}`)}</p>`,
    ].join("\n"),
  );
  return { subject: subjectFor("acknowledgement", b), text, html };
}

/** Every field a visitor can send, with the lead source, in the order staff read them. */
export const STAFF_ALERT_FIELDS = fieldsOf("visitor", "trip", "source");

/** The departure by its dates, which the server wrote into the preferred dates ("14–19 Mar 2027"), as staff find it in the desk; its number beside. */
function departureShown(b: Pick<Booking, "departureId" | "preferredDates">): string | null {
  if (b.departureId === null) return null;
  return b.preferredDates ? `${b.preferredDates} (departure ${b.departureId})` : `Departure ${b.departureId}`;
}

const roomsShown = (n: number | null) => (n ? `${n} ${n === 1 ? "room" : "rooms"} of their own wished for` : null);

export function renderStaffAlert(b: Booking, deskUrl: string, timeZone = DEFAULT_DESK_TIMEZONE): RenderedMail {
  const rows: [string, string][] = [];
  for (const name of STAFF_ALERT_FIELDS) {
    const value = name === "departureId" ? departureShown(b) : name === "privateRoomsWished" ? roomsShown(b.privateRoomsWished) : shownValue(name, b[name]);
    if (value !== null) rows.push([BOOKING_FIELDS[name].label, value]);
  }
  const received = deskTime(b.createdAt, timeZone);
  const intro = `New enquiry ${b.reference} (booking ${b.id}), received ${received}. A reply is due within 24 hours.`;
  const text = [
    intro,
    `Open it in the desk: ${deskUrl}`,
    "Replying to this e-mail writes to the visitor.",
    "",
    // Continuation lines are indented so a value can't pass itself off as another field.
    ...rows.map(([label, value]) => `${label}: ${value.replace(/\r\n?|\n/g, "\n    ")}`),
    "",
  ].join("\n");
  const html = page(
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(deskUrl)}">Open enquiry ${escapeHtml(b.reference)} in the desk</a>. Replying to this e-mail writes to the visitor.</p>`,
      `<table cellpadding="4" style="border-collapse:collapse">`,
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      ),
      `</table>`,
    ].join("\n"),
  );
  return { subject: subjectFor("staff-alert", b), text, html };
}

export function page(body: string): string {
  return `<!doctype html>\n<html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">\n${body}\n</body></html>\n`;
}

/** The desk's address of one booking. */
export function deskLink(baseUrl: string, bookingId: number): string {
  return `${baseUrl.replace(/\/+$/, "")}/admin/bookings?id=${bookingId}`;
}
