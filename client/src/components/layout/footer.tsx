import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "wouter";
import { SITE } from "@shared/site";
import { FOOTER_EXPLORE, FOOTER_POLICIES, type NavLink } from "@/content/nav";
import { ENQUIRE_ID } from "@/features/booking/pending-press";

const linkClass = "inline-flex min-h-11 items-center gap-2 text-white/90 no-underline hover:text-saffron-light hover:underline focus-visible:ring-offset-teal-dark";

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-saffron-light">{title}</h2>
      <ul className="mt-3">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  // Rendered on the server at build time as well; the year there is the build year.
  const year = new Date().getFullYear();
  return (
    <footer className="bg-teal-dark text-white">
      <div aria-hidden="true" className="h-1 bg-gradient-to-r from-saffron via-clay to-teal" />
      <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2.5 font-display text-2xl font-semibold text-white">
            <img src="/logo.svg" alt="" width={36} height={36} loading="lazy" className="h-9 w-9 rounded-full bg-white p-1" />
            {SITE.name}
          </p>
          <p className="mt-4 max-w-xs leading-relaxed text-white/85">
            Transformation retreats and slow, meaningful journeys abroad, planned with care from Coimbatore.
          </p>
        </div>
        <LinkList title="Explore" links={FOOTER_EXPLORE} />
        <LinkList title="Policies" links={FOOTER_POLICIES} />
        {/* Book buttons link here: the way to enquire before the scripts run or without them. */}
        <div id={ENQUIRE_ID} className="col-span-2 scroll-mt-20 lg:col-span-1">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-saffron-light">Get in touch</h2>
          <ul className="mt-3">
            <li>
              <a href={SITE.phoneHref} className={linkClass}>
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
                {SITE.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE.email}`} className={`${linkClass} break-all`}>
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
                {SITE.email}
              </a>
            </li>
            <li>
              <a href={SITE.chatHref} className={linkClass} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
                Chat on {SITE.chatLabel}
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-2 text-white/90">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              {SITE.city}, {SITE.state}, {SITE.country}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="container py-5 text-sm text-white/80">
          © {year} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
