import { BOOKING_VIEWS, type BookingView } from "@shared/booking-views";
import { cn } from "@/lib/utils";

export const VIEW_LABELS: Record<BookingView, string> = {
  all: "All",
  "needs-reply": "Needs reply",
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
  spam: "Suspected spam",
};

interface ViewFilterProps {
  value: BookingView;
  onChange: (view: BookingView) => void;
  counts?: Partial<Record<BookingView, number>>;
}

/** The desk's views with their counts; Overdue's count is red while anything is late. */
export function ViewFilter({ value, onChange, counts }: ViewFilterProps) {
  return (
    <div role="group" aria-label="Enquiry views" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      {BOOKING_VIEWS.map((view) => {
        const active = value === view;
        const count = counts?.[view];
        const late = view === "overdue" && (count ?? 0) > 0;
        return (
          <button
            key={view}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(view)}
            className={cn(
              "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-base font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron",
              active ? "border-teal bg-teal text-white" : "border-ink/20 bg-white text-ink hover:bg-sand",
            )}
          >
            {VIEW_LABELS[view]}
            {count !== undefined && (
              <span
                className={cn(
                  "rounded-full px-2 text-sm",
                  active ? "bg-white/20" : late ? "bg-red-50 text-status-cancelled" : "bg-sand-dark",
                )}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
