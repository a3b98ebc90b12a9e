import { Mail, MessageCircle, Phone } from "lucide-react";
import { SITE } from "@shared/site";
import { whatsAppLink } from "@shared/whatsapp-link";

const WHATSAPP_HREF = whatsAppLink(SITE.chatHref, "Hello! My trip link does not open. Could you send it again?");

/**
 * A trip link that opens nothing (mistyped, cut short, or replaced): where the right one is, and
 * how to reach us for it again. The server renders it with the 404 (and the 429 of a guessed
 * address), and the page shows the same if the trip cannot be read in the browser.
 */
export function TripLinkHelp() {
  return (
    <div className="container grid max-w-3xl gap-5 py-14" data-trip-link-help>
      <h1 className="text-4xl font-semibold leading-tight">This trip link does not work</h1>
      <p className="text-lg leading-relaxed">
        Your trip&apos;s link is in the e-mail with your quote from us. Open it from that e-mail, or copy the whole link: it is long, and a
        missing or changed letter stops it working. A newer quote replaces the link of an earlier one.
      </p>
      <p className="text-lg leading-relaxed">If it still does not open, tell us and we will send it again:</p>
      <ul className="grid gap-3 text-lg" aria-label="Ways to reach us">
        <li className="flex items-center gap-3">
          <Mail className="h-5 w-5 shrink-0 text-teal" aria-hidden="true" />
          <span>
            E-mail <a className="font-semibold text-teal underline underline-offset-4" href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </span>
        </li>
        <li className="flex items-center gap-3">
          <Phone className="h-5 w-5 shrink-0 text-teal" aria-hidden="true" />
          <span>
            Call <a className="font-semibold text-teal underline underline-offset-4" href={SITE.phoneHref}>{SITE.phoneDisplay}</a>
          </span>
        </li>
        <li className="flex items-center gap-3">
          <MessageCircle className="h-5 w-5 shrink-0 text-teal" aria-hidden="true" />
          <span>
            Message us on{" "}
            <a className="font-semibold text-teal underline underline-offset-4" href={WHATSAPP_HREF} target="_blank" rel="noreferrer">
              {SITE.chatLabel}
            </a>
          </span>
        </li>
      </ul>
    </div>
  );
}
