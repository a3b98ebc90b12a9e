import { BOOKING_STATUSES } from "@shared/booking-status";
import type { BookingSummary } from "@shared/api-types";
import type { StatusFilter as Filter } from "../api/booking-filters";
import { capitalize } from "@/lib/format";
import { cn } from "@/lib/utils";

interface StatusFilterProps {
  value: Filter;
  onChange: (value: Filter) => void;
  summary?: BookingSummary;
}

const FILTERS: Filter[] = ["all", ...BOOKING_STATUSES];

export function StatusFilter({ value, onChange, summary }: StatusFilterProps) {
  return (
    <div role="group" aria-label="Filter by status" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      {FILTERS.map((filter) => {
        const count = summary ? (filter === "all" ? summary.total : summary[filter]) : undefined;
        const active = value === filter;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-base font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron",
              active ? "border-teal bg-teal text-white" : "border-ink/20 bg-white text-ink hover:bg-sand",
            )}
          >
            {filter === "all" ? "All" : capitalize(filter)}
            {count !== undefined && (
              <span className={cn("rounded-full px-2 text-sm", active ? "bg-white/20" : "bg-sand-dark")}>{count}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
