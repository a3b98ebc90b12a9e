import type Mail from "nodemailer/lib/mailer";
import { departureDatesText, placesLeftWords } from "@shared/departures";
import { deskTime } from "@shared/desk-clock";
import { formatRupees, todayIn } from "@shared/money";
import { SITE } from "@shared/site";
import { openTripToken, tripUrlOf, type PlaceFreeContent, type TripLinkKey } from "../storage";
import { greeting } from "./greeting";
import { escapeHtml, page } from "./render";
import type { ComposeContext } from "./compose";
import { recipients } from "../core/mail-recipients";
import { DEFAULT_DESK_TIMEZONE } from "../core/config";
import type { Composer } from "./composer";
import { keepText } from "./kept-text";

/**
 * Places offered to the first in line who fits (docs/decisions/places-held.md): what is held for
 * them, until when (in DESK_TIMEZONE), the trip link, and how to take it up. Sent once per offer.
 */
export function composePlaceFree(c: PlaceFreeContent, m: { toAddress: string; messageId: string }, ctx: ComposeContext & { tripKey?: TripLinkKey }): Mail.Options {
  const { booking: b, departure: d } = c;
  const dates = departureDatesText(d.startDate, d.endDate);
  const until = deskTime(c.offeredUntil, ctx.timeZone ?? DEFAULT_DESK_TIMEZONE);
  const token = c.sealedLink && ctx.tripKey ? openTripToken(c.sealedLink, ctx.tripKey) : null;
  const link = token ? tripUrlOf(ctx.baseUrl, token) : null;
  const held = `${placesLeftWords(c.left)} on ${d.programme}, ${dates}`;
  const lines = [
    `${greeting(b.firstName)},`,
    "",
    `Good news: places have opened, and we are holding ${held} for your booking ${b.reference}, first in line.`,
    `They are held for you until ${until}. After that they pass to the next in line.`,
    `The price is ${formatRupees(d.pricePerPerson)} per person.`,
    "",
    ...(link ? [`Your trip page: ${link}`, ""] : []),
    "Reply to this e-mail, or call or WhatsApp us, before then, and we will send your quote.",
    `Phone: ${SITE.phoneDisplay}`,
    "",
    "Warm regards,",
    SITE.name,
    "",
  ];
  const html = page(
    [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p>Good news: places have opened, and we are holding <strong>${escapeHtml(held)}</strong> for your booking <strong>${escapeHtml(b.reference)}</strong>, first in line.</p>`,
      `<p>They are held for you until <strong>${escapeHtml(until)}</strong>. After that they pass to the next in line.</p>`,
      `<p>The price is ${escapeHtml(formatRupees(d.pricePerPerson))} per person.</p>`,
      ...(link ? [`<p>Your trip page: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
      `<p>Reply to this e-mail, or call or WhatsApp us, before then, and we will send your quote.<br>Phone: ${escapeHtml(SITE.phoneDisplay)}</p>`,
      `<p>Warm regards,<br>${escapeHtml(SITE.name)}</p>`,
    ].join("\n"),
  );
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to: recipients(m.toAddress),
    subject: `A place is held for you: ${d.programme}, ${dates}`,
    text: lines.join("\n"),
    html,
    messageId: m.messageId,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The first waiting booking that fits is told a place opened; none once it is taken again, or the booking has left the line. */
export const placeFreeComposer: Composer = async (m, ctx) => {
  const content = await ctx.storage.departures?.placeFreeContent?.(m.id, todayIn(ctx.timeZone ?? "UTC", ctx.clock.now()), ctx.tripKey);
  if (!content) return { suppressed: "Not sent: the offer of places ended, or the booking left the waiting list" };
  const mail = composePlaceFree(content, m, ctx);
  await keepText(m.id, mail, ctx);
  return { mail, bookingIds: [content.booking.id] };
};
