import { useEffect, useId, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { Link, useLocation } from "wouter";
import { MOBILE_NAV } from "@/content/nav";
import { cn } from "@/lib/utils";

/** The small-screen menu: a toggle and a panel with the five main pages (SPEC §2). */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation (a link here, the logo, the back button) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-teal hover:bg-sand"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-sand-dark bg-white shadow-soft"
      >
        <ul className="container flex flex-col py-3">
          {MOBILE_NAV.map((item) => {
            const current = item.href === location;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-ink no-underline hover:bg-sand",
                    current && "bg-sand text-teal",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
