import { Link, useLocation } from "wouter";
import { SITE } from "@shared/site";
import { PATHS } from "@shared/routes";
import { BookButton } from "@/features/booking/components/book-button";
import { MAIN_NAV, isNavMenu } from "@/content/nav";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { navLinkClass } from "./nav-link-class";

/** The sticky bar: logo home, the main pages on large screens, a toggle menu on small ones. */
export function Navbar() {
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-sand-dark bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link
          href={PATHS.home}
          className="flex min-h-11 items-center gap-2.5 rounded-full pr-2 text-ink no-underline"
        >
          <img src="/logo.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="font-display text-lg font-semibold leading-none sm:text-xl">{SITE.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((entry) => (
              <li key={entry.label}>
                {isNavMenu(entry) ? (
                  <NavDropdown menu={entry} />
                ) : (
                  <Link
                    href={entry.href}
                    aria-current={entry.href === location ? "page" : undefined}
                    className={navLinkClass(entry.href === location)}
                  >
                    {entry.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <BookButton tripType="retreat" className="hidden lg:inline-flex" pendingPressFallback />
          <MobileMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
