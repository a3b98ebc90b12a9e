import { IndianRupee } from "lucide-react";
import type { MoneyDue } from "@shared/money/money-due";
import { cn } from "@/lib/utils";

/** What a booking's account owes either way, on its list row (worked out by the server on the desk's day). */
export function MoneyDueChip({ due }: { due: MoneyDue | null | undefined }) {
  if (!due) return null;
  return (
    <span
      data-money-due={due.state}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 text-sm leading-5",
        due.state === "due" ? "border-yellow-300 bg-yellow-50 text-status-pending" : "border-red-200 bg-red-50 font-semibold text-status-cancelled",
      )}
    >
      <IndianRupee className="h-4 w-4 shrink-0" aria-hidden="true" />
      {due.label}
    </span>
  );
}
