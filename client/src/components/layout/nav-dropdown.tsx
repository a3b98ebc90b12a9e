import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { NavMenu } from "@/content/nav";
import { cn } from "@/lib/utils";
import { navLinkClass } from "./nav-link-class";

/** A navbar entry that opens a list of pages; Radix gives it arrow-key and Escape handling. */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [location] = useLocation();
  const active = menu.items.some((item) => item.href === location);
  return (
    // Not modal: the page stays scrollable and the next trigger opens with one click.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(navLinkClass(active), "group gap-1")}>
        {menu.label}
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-64 rounded-card bg-white p-2 shadow-soft ring-1 ring-ink/5"
        >
          {menu.items.map((item, i) => (
            <DropdownMenu.Item key={item.href} asChild>
              <Link
                href={item.href}
                aria-current={item.href === location ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-lg px-3 text-sm text-ink no-underline outline-none",
                  "data-[highlighted]:bg-sand data-[highlighted]:text-teal",
                  i === 0 && "font-semibold text-teal",
                )}
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
