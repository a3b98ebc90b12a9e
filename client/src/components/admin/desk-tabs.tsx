import { Link, useSearch } from "wouter";
import { cn } from "@/lib/utils";
import type { AuthUser } from "@/lib/api/bookings";

export type DeskTab = "enquiries" | "team" | "account";

/** The tab in the query string (?tab=), falling back to Enquiries; Team only for admins. */
export function useDeskTab(user: AuthUser): DeskTab {
  const tab = new URLSearchParams(useSearch()).get("tab");
  if (tab === "account") return "account";
  if (tab === "team" && user.role === "admin") return "team";
  return "enquiries";
}

/** Links, not an ARIA tablist: each tab is its own address, kept on reload and shareable. */
export function DeskTabs({ user, current }: { user: AuthUser; current: DeskTab }) {
  const tabs: [DeskTab, string][] = [["enquiries", "Enquiries"], ...(user.role === "admin" ? ([["team", "Team"]] as [DeskTab, string][]) : []), ["account", "Account"]];
  return (
    <nav aria-label="Desk" className="mb-6 flex flex-wrap gap-2 border-b border-ink/10">
      {tabs.map(([tab, label]) => (
        <Link
          key={tab}
          href={tab === "enquiries" ? "/admin/bookings" : `/admin/bookings?tab=${tab}`}
          aria-current={current === tab ? "page" : undefined}
          className={cn(
            "-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-base font-semibold no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron",
            current === tab ? "border-teal text-teal" : "border-transparent text-ink-muted hover:text-ink",
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
