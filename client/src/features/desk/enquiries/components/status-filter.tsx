import { BOOKING_STATUSES } from "@shared/booking-status";
import type { BookingSummary } from "@shared/api-types";
import { capitalize } from "@/lib/format";
import type { StatusFilter as Filter } from "../api/booking-filters";
import { FilterPill, PillGroup } from "./filter-pills";

interface StatusFilterProps {
  value: Filter;
  onChange: (value: Filter) => void;
  summary?: BookingSummary;
}

const FILTERS: Filter[] = ["all", ...BOOKING_STATUSES];

export function StatusFilter({ value, onChange, summary }: StatusFilterProps) {
  return (
    <PillGroup label="Filter by status">
      {FILTERS.map((filter) => (
        <FilterPill
          key={filter}
          label={filter === "all" ? "All" : capitalize(filter)}
          active={value === filter}
          onClick={() => onChange(filter)}
          count={summary ? (filter === "all" ? summary.total : summary[filter]) : undefined}
        />
      ))}
    </PillGroup>
  );
}
