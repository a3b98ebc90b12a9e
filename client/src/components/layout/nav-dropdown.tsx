import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { NavMenu } from "@/content/nav";
import { cn } from "@/lib/utils";
import { navLinkClass } from "./nav-link-class";
import { useDisclosure } from "./use-disclosure";

/**
 * A navbar entry that discloses a list of page links. Site navigation is links, not an application
 * menu, so this is a native disclosure (<details>/<summary>: it opens before hydration and with
 * scripts off), with arrow keys and Escape added once the scripts run.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [location] = useLocation();
  const { ref: rootRef, open, setOpen, onToggle } = useDisclosure();
  const summaryRef = useRef<HTMLElement>(null);
  const listId = useId();
  const active = menu.items.some((item) => item.href === location);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-nav-item]") ?? []);
  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  // Closes on a click elsewhere and when focus leaves the dropdown (navigation: useDisclosure).
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, setOpen, rootRef]);

  const onSummaryKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") setOpen(false);
    else if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
      // Instead of the native toggle: open, and move to the first link.
      e.preventDefault();
      setOpen(true);
      // Unless it was closed again in the meantime (Escape right after): then focus stays here.
      requestAnimationFrame(() => {
        if (rootRef.current?.open) focusItem(0);
      });
    }
  };

  const onListKey = (e: KeyboardEvent) => {
    const all = links();
    const i = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "ArrowDown") focusItem(i + 1);
    else if (e.key === "ArrowUp") focusItem(i - 1);
    else if (e.key === "Home") focusItem(0);
    else if (e.key === "End") focusItem(-1);
    else if (e.key === "Escape") {
      setOpen(false);
      summaryRef.current?.focus();
    } else return;
    e.preventDefault();
  };

  return (
    <details
      ref={rootRef}
      open={open}
      onToggle={onToggle}
      // The visitor may open it before hydration: the server's HTML then differs in `open`, by design.
      suppressHydrationWarning
      className="group relative"
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <summary
        ref={summaryRef}
        aria-controls={listId}
        className={cn(navLinkClass(active), "cursor-pointer list-none gap-1 group-open:bg-sand [&::-webkit-details-marker]:hidden")}
        onKeyDown={onSummaryKey}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      {/* Arrow keys move between the links inside: their key events bubble up to the list. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        id={listId}
        aria-label={menu.label}
        onKeyDown={onListKey}
        className="absolute left-0 top-full z-50 mt-2 min-w-64 rounded-card bg-white p-2 shadow-soft ring-1 ring-ink/5"
      >
        {menu.items.map((item, i) => (
          <li key={item.href}>
            <Link
              href={item.href}
              data-nav-item=""
              aria-current={item.href === location ? "page" : undefined}
              onClick={() => setOpen(false)}
              className={cn(
                "flex min-h-11 items-center rounded-lg px-3 text-sm text-ink no-underline outline-none",
                "hover:bg-sand hover:text-teal focus-visible:bg-sand focus-visible:text-teal",
                i === 0 && "font-semibold text-teal",
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
