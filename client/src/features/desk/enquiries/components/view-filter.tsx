import { useState, type MouseEvent } from "react";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { ChevronDown } from "lucide-react";
import { BOOKING_VIEWS, type BookingView } from "@shared/booking-views";
import { countLabel } from "@shared/search-counts";
import { Popover, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { useViewFit } from "../hooks/use-view-fit";

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
  waitlist: "Waiting list",
  "details-missing": "Details missing",
  spam: "Suspected spam",
};

interface ViewFilterProps {
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

/** One view as a link with its count; `tab` in the row, `item` in More's list. */
function ViewLink({ view, current, count, capped, href, onChange, shape }: { view: BookingView; current: boolean; count?: number; capped: boolean; href: string; onChange: (view: BookingView) => void; shape: "tab" | "item" }) {
  const alarming = (view === "overdue" || view === "payment-overdue") && (count ?? 0) > 0;
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      data-view={view}
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        onChange(view);
      }}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 whitespace-nowrap text-base font-semibold lg:min-h-9 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron",
        shape === "tab" ? "-mb-px border-b-2 px-3" : "w-full justify-between rounded px-3 hover:bg-sand",
        shape === "tab" && (current ? "border-teal text-teal" : "border-transparent text-ink-muted hover:text-ink"),
      )}
    >
      {VIEW_LABELS[view]}
      {count !== undefined && <CountPill label={countLabel(count, capped)} alarming={alarming} current={current} />}
    </a>
  );
}

function CountPill({ label, alarming, current }: { label: string; alarming: boolean; current: boolean }) {
  return <span className={cn("rounded-full px-2 text-sm", alarming ? "bg-red-50 text-status-cancelled" : current ? "bg-teal-light" : "bg-sand-dark text-ink")}>{label}</span>;
}

const MORE_CLASS = "-mb-px inline-flex min-h-11 items-center gap-1 whitespace-nowrap border-b-2 border-transparent px-3 text-base font-semibold text-ink-muted hover:text-ink lg:min-h-9 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron";

/**
 * The desk's views as a row of tabs with their counts, one per entry of BOOKING_VIEWS, as many as
 * the row's width holds; the rest are listed, with their counts, under **More** at the row's end
 * (see docs/decisions/desk-view-tabs.md). The open view is always a tab. They are links (the view
 * lives in the URL), so a view can be opened in a new tab or copied. Overdue's count is red while
 * anything is late, on More as well.
 */
export function ViewFilter({ value, onChange, hrefOf, counts, capped = [] }: ViewFilterProps) {
  const { row, ruler, fit } = useViewFit(BOOKING_VIEWS.length, value === undefined ? -1 : BOOKING_VIEWS.indexOf(value));
  const [open, setOpen] = useState(false);
  const link = (view: BookingView, shape: "tab" | "item") => (
    <ViewLink
      view={view}
      current={value === view}
      count={counts?.[view]}
      capped={capped.includes(view)}
      href={hrefOf(view)}
      onChange={(v) => {
        setOpen(false);
        onChange(v);
      }}
      shape={shape}
    />
  );
  const more = fit.more.map((i) => BOOKING_VIEWS[i]);
  const lateInMore = more.some((view) => (view === "overdue" || view === "payment-overdue") && (counts?.[view] ?? 0) > 0);

  return (
    <nav ref={row} aria-label="Enquiry views" className="relative min-w-0">
      <ul className="flex min-w-0 gap-1 border-b border-ink/10">
        {fit.shown.map((i) => (
          <li key={BOOKING_VIEWS[i]} className="shrink-0">
            {link(BOOKING_VIEWS[i], "tab")}
          </li>
        ))}
        {more.length > 0 && (
          <li className="shrink-0">
            <Popover open={open} onOpenChange={setOpen}>
              <PopoverTrigger className={MORE_CLASS} aria-label={`More views: ${more.map((v) => VIEW_LABELS[v]).join(", ")}`} data-more-views>
                More
                {lateInMore && <span className="h-2 w-2 rounded-full bg-status-cancelled" aria-hidden="true" />}
                <ChevronDown className="h-4 w-4" aria-hidden="true" />
              </PopoverTrigger>
              {/* Not in a portal: the views stay inside the nav that names them. */}
              <PopoverPrimitive.Content align="end" sideOffset={4} className="z-[60] w-max max-w-[calc(100vw-1rem)] rounded-card border border-ink/10 bg-white p-1 text-ink shadow-soft outline-none">
                <ul className="grid gap-0.5" aria-label="More views">
                  {more.map((view) => (
                    <li key={view}>{link(view, "item")}</li>
                  ))}
                </ul>
              </PopoverPrimitive.Content>
            </Popover>
          </li>
        )}
      </ul>
      {/* The tabs as they would be, unseen and unread, to measure what fits. */}
      <div ref={ruler} aria-hidden="true" className="pointer-events-none invisible absolute left-0 top-0 flex h-0 w-max gap-1 overflow-hidden">
        {BOOKING_VIEWS.map((view) => (
          <span key={view} className="inline-flex items-center gap-2 whitespace-nowrap px-3 text-base font-semibold">
            {VIEW_LABELS[view]}
            {counts?.[view] !== undefined && <CountPill label={countLabel(counts[view], capped.includes(view))} alarming={false} current={false} />}
          </span>
        ))}
        <span className="inline-flex items-center gap-1 whitespace-nowrap px-3 text-base font-semibold">
          More
          <span className="h-2 w-2" />
          <ChevronDown className="h-4 w-4" />
        </span>
      </div>
    </nav>
  );
}
