import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { SITE } from "@shared/site";
import { chatWithGreeting } from "@shared/whatsapp-link";
import { SOCIAL_ICONS } from "./social-icons";

const socials = (Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[]).map((key) => ({
  key,
  href: SITE.social[key],
  ...SOCIAL_ICONS[key],
}));

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-white no-underline hover:text-saffron-light focus-visible:ring-offset-teal-dark";

/** The slim contact strip above the navigation bar. */
export function TopBar() {
  return (
    <aside aria-label="Contact and social links" className="bg-teal-dark text-sm text-white">
      <div className="container flex items-center justify-between gap-2">
        <div className="flex items-center gap-1 sm:gap-4">
          <a href={SITE.phoneHref} className={`${linkClass} px-1`}>
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>{SITE.phoneDisplay}</span>
          </a>
          <a
            href={chatWithGreeting()}
            className={`${linkClass} hidden px-1 sm:inline-flex`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>{SITE.chatLabel}</span>
          </a>
          <a href={`mailto:${SITE.email}`} className={`${linkClass} px-1`}>
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
            {/* Phones keep the icon only; the address stays the link's name. */}
            <span className="sr-only md:not-sr-only">{SITE.email}</span>
          </a>
          <span className="hidden items-center gap-2 lg:inline-flex">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {SITE.city}, {SITE.state}
          </span>
        </div>
        <ul className="flex items-center" aria-label="Follow us">
          {socials.map(({ key, href, label, Icon }) => (
            <li key={key}>
              <a href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
                <Icon className="h-4 w-4" />
                <span className="sr-only">{label} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
