import { Users } from "lucide-react";
import { cn } from "@/lib/utils";

/** **Details N of M** on an accepted booking's row: how many travellers' details are complete. */
export function DetailsChip({ details, cancelled }: { details: { complete: number; total: number } | null | undefined; cancelled: boolean }) {
  if (!details || cancelled) return null;
  const done = details.complete >= details.total;
  return (
    <span
      data-details={done ? "complete" : "missing"}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 text-sm leading-5",
        done ? "border-green-200 bg-green-50 text-status-confirmed" : "border-yellow-300 bg-yellow-50 text-status-pending",
      )}
    >
      <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
      Details {details.complete} of {details.total}
    </span>
  );
}
