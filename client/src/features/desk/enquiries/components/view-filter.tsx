import type { MouseEvent } from "react";
import { BOOKING_VIEWS, type BookingView } from "@shared/booking-views";
import { countLabel } from "@shared/search-counts";
import { cn } from "@/lib/utils";

const VIEW_LABELS: Record<BookingView, string> = {
  all: "All",
  "needs-reply": "Needs reply",
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
  "follow-up": "Follow-ups due",
  "payment-due": "Payments due",
  "payment-overdue": "Payments overdue",
  "refund-due": "Refunds owed",
  spam: "Suspected spam",
};

interface ViewFilterProps {
  waitlist: "Waiting list",
  value: BookingView | undefined;
  onChange: (view: BookingView) => void;
  /** The link of each view (its URL), so a view can be opened in a new tab or copied. */
  hrefOf: (view: BookingView) => string;
  counts?: Partial<Record<BookingView, number>>;
  /** The views whose count is a search's that stopped at its cap ("1,000+"). */
  capped?: readonly string[];
}

/** A plain click stays in the page; a click with a modifier is the browser's (new tab, window). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The desk's views as one row of tabs with their counts, one per entry of BOOKING_VIEWS. They are
 * links (the view lives in the URL) and the current one says so; on a phone the row scrolls
 * sideways and no label is cut. Overdue's count is red while anything is late.
 */
export function ViewFilter({ value, onChange, hrefOf, counts, capped = [] }: ViewFilterProps) {
  return (
    <nav aria-label="Enquiry views" className="-mx-1 overflow-x-auto px-1">
      <ul className="flex min-w-max gap-1 border-b border-ink/10">
        {BOOKING_VIEWS.map((view) => {
          const count = counts?.[view];
          const current = value === view;
          const alarming = (view === "overdue" || view === "payment-overdue") && (count ?? 0) > 0;
          return (
            <li key={view} className="shrink-0">
              <a
                href={hrefOf(view)}
                aria-current={current ? "page" : undefined}
                data-view={view}
                onClick={(e) => {
                  if (!plainClick(e)) return;
                  e.preventDefault();
                  onChange(view);
                }}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-base font-semibold lg:min-h-9 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron",
                  current ? "border-teal text-teal" : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {VIEW_LABELS[view]}
                {count !== undefined && (
                  <span className={cn("rounded-full px-2 text-sm", alarming ? "bg-red-50 text-status-cancelled" : current ? "bg-teal-light" : "bg-sand-dark text-ink")}>
                    {countLabel(count, capped.includes(view))}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
