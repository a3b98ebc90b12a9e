import { BOOKING_STATUSES } from "@shared/booking-status";
import type { BookingSummary } from "@shared/api-types";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { countLabel } from "@shared/search-counts";
import { capitalize } from "@/lib/format";
import type { StatusFilter as Filter } from "../../api/booking-filters";

interface StatusFilterProps {
  value: Filter;
  onChange: (value: Filter) => void;
  summary?: BookingSummary;
}

const FILTERS: Filter[] = ["all", ...BOOKING_STATUSES];

const labelOf = (filter: Filter) => (filter === "all" ? "All statuses" : capitalize(filter));

/** The status filter: one control of its own beside the search, each choice with its count. */
export function StatusFilter({ value, onChange, summary }: StatusFilterProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Filter)}>
      <SelectTrigger aria-label="Filter by status" className="w-full sm:w-60">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {FILTERS.map((filter) => {
          const count = summary ? (filter === "all" ? summary.total : summary[filter]) : undefined;
          return (
            <SelectItem key={filter} value={filter}>
              {count === undefined ? labelOf(filter) : `${labelOf(filter)} (${countLabel(count, summary?.capped?.includes(filter))})`}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}
