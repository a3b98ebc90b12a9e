import { Mail, Phone, type LucideIcon } from "lucide-react";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { CopyButton } from "../../components/copy-button";
import { mailtoHref, telHref } from "../contact-href";

/** One way to reach the visitor: its link and a copy button. */
function ContactLink({ icon: Icon, href, text, copyLabel }: { icon: LucideIcon; href: string; text: string; copyLabel: string }) {
  return (
    <li className="flex min-w-0 items-center gap-x-1">
      <a href={href} className="inline-flex min-h-11 min-w-0 items-center gap-2 break-all text-base font-semibold text-ink underline underline-offset-4">
        <Icon className="h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
        {text}
      </a>
      <CopyButton value={text} label={copyLabel} />
    </li>
  );
}

/**
 * How to reach the visitor from the open booking: e-mail and phone, each a link with a copy button.
 * Another way to reach them (WhatsApp) is one more ContactLink in the list.
 */
export function ContactLinks({ booking }: { booking: Jsonified<BookingListItem> }) {
  if (booking.erasedAt) return null;
  return (
    <ul aria-label="Contact" className="grid gap-x-4 sm:flex sm:flex-wrap">
      {booking.email && <ContactLink icon={Mail} href={mailtoHref(booking.email)} text={booking.email} copyLabel="Copy e-mail" />}
      {booking.phone && <ContactLink icon={Phone} href={telHref(booking.phone, booking.phoneE164)} text={booking.phone} copyLabel="Copy phone" />}
    </ul>
  );
}
