import { useEffect, useId, useRef } from "react";
import { Menu, X } from "lucide-react";
import { Link, useLocation } from "wouter";
import { MOBILE_NAV } from "@/content/nav";
import { cn } from "@/lib/utils";
import { useDisclosure } from "./use-disclosure";

/**
 * The small-screen menu: a native disclosure (works before hydration and without scripts) with
 * the five main pages (docs/site.md §2). The <summary> is announced as "Menu" with its expanded state; the
 * icon follows the `open` attribute through CSS, so it is right whoever toggled it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const { ref, open, setOpen, onToggle } = useDisclosure();
  const [location] = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLElement>(null);

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
  }, [open, setOpen]);

  return (
    // The visitor may open it before hydration: the server's HTML then differs in `open`, by design.
    <details ref={ref} open={open} onToggle={onToggle} className={cn("group", className)} suppressHydrationWarning>
      <summary
        ref={toggleRef}
        aria-controls={panelId}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-teal hover:bg-sand [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav id={panelId} aria-label="Mobile" className="absolute inset-x-0 top-full border-t border-sand-dark bg-white shadow-soft">
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
    </details>
  );
}
