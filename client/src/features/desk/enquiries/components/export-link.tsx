import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { bookingExportUrl } from "../api/booking-export";
import type { BookingFilters } from "../../api/booking-filters";

/** The server builds the CSV of the current filter; this is only a link to it. */
export function ExportLink({ filters }: { filters: BookingFilters }) {
  return (
    <a href={bookingExportUrl(filters)} download className={buttonVariants({ variant: "outline" })}>
      <Download className="h-4 w-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}
