import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { bookingSummaryQueryOptions, type StatusFilter as Filter } from "@/lib/api/bookings";
import { BookingList } from "./booking-list";
import { BookingSearch } from "./booking-search";
import { ExportLink } from "./export-link";
import { StatusFilter } from "./status-filter";
import { useSignOutOn401 } from "./use-sign-out-on-401";

/** The signed-in desk: filters on top, then the list of the current filter. */
export function BookingDesk() {
  const [status, setStatus] = useState<Filter>("all");
  const [q, setQ] = useState("");
  // Counts are a convenience: if they fail the filter still works without them.
  const summary = useQuery(bookingSummaryQueryOptions());
  useSignOutOn401(summary.error);
  const filters = { status, q };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-card border border-ink/10 bg-white p-4 sm:p-5">
        <StatusFilter value={status} onChange={setStatus} summary={summary.data} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="flex-1">
            <BookingSearch value={q} onChange={setQ} />
          </div>
          <ExportLink filters={filters} />
        </div>
      </div>
      <BookingList filters={filters} />
    </div>
  );
}
