import type Mail from "nodemailer/lib/mailer";
import { departureDatesText, placesLeftWords } from "@shared/departures";
import { formatRupees } from "@shared/money";
import { SITE } from "@shared/site";
import type { PlaceFreeContent } from "../storage";
import { greeting } from "./greeting";
import { escapeHtml, page } from "./render";
import { recipients, type ComposeContext } from "./compose";

/**
 * The first waiting booking that fits is told a place has opened on its departure (docs/decisions/departures-places.md): what opened, that it is not held, and how to take it (answer this e-mail).
 */
export function composePlaceFree(c: PlaceFreeContent, m: { toAddress: string; messageId: string }, ctx: ComposeContext): Mail.Options {
  const { booking: b, departure: d } = c;
  const dates = departureDatesText(d.startDate, d.endDate);
  const lines = [
    `${greeting(b.firstName)},`,
    "",
    `Good news: ${placesLeftWords(c.left)} opened on ${d.programme}, ${dates}, for which your booking ${b.reference} is on the waiting list.`,
    `The price is ${formatRupees(d.pricePerPerson)} per person.`,
    "",
    "Places are not held: reply to this e-mail, or call or WhatsApp us, and we will send your quote.",
    `Phone: ${SITE.phoneDisplay}`,
    "",
    "Warm regards,",
    SITE.name,
    "",
  ];
  const html = page(
    [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p>Good news: <strong>${escapeHtml(placesLeftWords(c.left))}</strong> opened on <strong>${escapeHtml(d.programme)}, ${escapeHtml(dates)}</strong>, for which your booking <strong>${escapeHtml(b.reference)}</strong> is on the waiting list.</p>`,
      `<p>The price is ${escapeHtml(formatRupees(d.pricePerPerson))} per person.</p>`,
      `<p>Places are not held: reply to this e-mail, or call or WhatsApp us, and we will send your quote.<br>Phone: ${escapeHtml(SITE.phoneDisplay)}</p>`,
      `<p>Warm regards,<br>${escapeHtml(SITE.name)}</p>`,
    ].join("\n"),
  );
  return {
    from: { name: ctx.from.name ?? "", address: ctx.from.address },
    to: recipients(m.toAddress),
    subject: `A place has opened: ${d.programme}, ${dates}`,
    text: lines.join("\n"),
    html,
    messageId: m.messageId,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
