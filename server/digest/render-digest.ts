import { SITE } from "@shared/site";
import { deskTime } from "@shared/desk-clock";
import { formatDay, formatRupees } from "@shared/money";
import { hasDigest, type DigestBooking, type DigestContent, type DigestDeparture, type DigestPayment } from "@shared/digest-content";
import { departureDatesText } from "@shared/departures";
import { escapeHtml } from "../core/escape-html";

export interface DigestContext {
  /** PUBLIC_URL, or http://localhost:PORT: each booking links to the desk. */
  baseUrl: string;
  timeZone: string;
  /** When the digest is written: what is past it reads as overdue. */
  now: Date;
}

const bookingLink = (baseUrl: string, id: number) => `${baseUrl.replace(/\/+$/, "")}/admin/bookings?id=${id}`;
const departuresLink = (baseUrl: string) => `${baseUrl.replace(/\/+$/, "")}/admin/bookings?tab=departures`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The morning digest as text and HTML (every name, note and reference escaped), or undefined when
 * nothing is due. Times are in the desk's zone, naming it.
 */
export function renderDigest(c: DigestContent, ctx: DigestContext) {
  if (!hasDigest(c)) return undefined;
  const when = (d: Date) => deskTime(d, ctx.timeZone);
  const line = (b: DigestBooking, what: string) => `${b.reference} · ${b.name} · ${what}`;
  const followUp = (b: DigestBooking) => line(b, `follow up ${when(b.at)}`);
  const awaiting = (b: DigestBooking) => line(b, b.at.getTime() <= ctx.now.getTime() ? `overdue since ${when(b.at)}` : `reply due ${when(b.at)}`);
  const payment = (p: DigestPayment) =>
    `${p.reference} · ${p.name} · ${formatRupees(p.owed)} ${p.label.toLowerCase()} ${p.overdue ? "overdue since" : "due"} ${formatDay(p.dueDate)}`;
  const departure = (d: DigestDeparture) =>
    `${d.programme} · ${departureDatesText(d.startDate, d.endDate)} · ${d.taken} of ${d.minimum} taken, ${d.minimum - d.taken} more needed by ${formatDay(d.decideBy)}`;
  const sections: { title: string; items: { b: Pick<DigestBooking, "id" | "note">; text: string; link?: string }[] }[] = [];
  if (c.followUps.length) sections.push({ title: "Your follow-ups due today", items: c.followUps.map((b) => ({ b, text: followUp(b) })) });
  if (c.awaiting.length) sections.push({ title: "Your bookings awaiting a reply", items: c.awaiting.map((b) => ({ b, text: awaiting(b) })) });
  if (c.payments.length) sections.push({ title: "Payments due and overdue on your bookings", items: c.payments.map((p) => ({ b: p, text: payment(p) })) });
  const below = c.departures ?? [];
  if (below.length) {
    sections.push({ title: "Departures below their minimum, to decide soon", items: below.map((d) => ({ b: { id: d.id }, text: departure(d), link: departuresLink(ctx.baseUrl) })) });
  }
  const unassigned =
    c.unassignedOverdue > 0
      ? `${plural(c.unassignedOverdue, "unassigned booking is", "unassigned bookings are")} overdue: ${bookingsView(ctx.baseUrl)}`
      : undefined;
  const counts = [
    c.followUps.length ? plural(c.followUps.length, "follow-up", "follow-ups") : "",
    c.awaiting.length ? plural(c.awaiting.length, "awaiting a reply", "awaiting a reply") : "",
    c.unassignedOverdue ? `${c.unassignedOverdue} unassigned overdue` : "",
    c.payments.length ? plural(c.payments.length, "payment due", "payments due") : "",
    below.length ? plural(below.length, "departure below its minimum", "departures below their minimum") : "",
  ].filter(Boolean);
  const subject = `${SITE.name} desk: ${counts.join(", ")}`;
  const hello = `Good morning ${c.staffName},`;

  const text = [
    hello,
    "",
    ...sections.flatMap((s) => [
      `${s.title}:`,
      ...s.items.flatMap((i) => [`- ${i.text}`, ...(i.b.note ? [`  ${i.b.note}`] : []), `  ${i.link ?? bookingLink(ctx.baseUrl, i.b.id)}`]),
      "",
    ]),
    ...(unassigned ? [unassigned, ""] : []),
    `Written ${when(ctx.now)}. Turn this e-mail off under Account in the desk.`,
  ].join("\n");

  const html = [
    "<!doctype html>",
    '<html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    `<p>${escapeHtml(hello)}</p>`,
    ...sections.flatMap((s) => [
      `<h2 style="font-size:17px">${escapeHtml(s.title)}</h2>`,
      "<ul>",
      ...s.items.map(
        (i) =>
          `<li><a href="${escapeHtml(i.link ?? bookingLink(ctx.baseUrl, i.b.id))}">${escapeHtml(i.text)}</a>${i.b.note ? `<br>${escapeHtml(i.b.note)}` : ""}</li>`,
      ),
      "</ul>",
    ]),
    ...(c.unassignedOverdue > 0
      ? [
          `<p><a href="${escapeHtml(bookingsView(ctx.baseUrl))}">${escapeHtml(plural(c.unassignedOverdue, "unassigned booking is", "unassigned bookings are"))} overdue</a></p>`,
        ]
      : []),
    `<p style="color:#666;font-size:13px">Written ${escapeHtml(when(ctx.now))}. Turn this e-mail off under Account in the desk.</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return { subject, text: `${text}\n`, html };
}

function bookingsView(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/admin/bookings?view=overdue`;
}
