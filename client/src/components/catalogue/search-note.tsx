import { Search, X } from "lucide-react";
import { cn } from "@/lib/utils";

/** "Your search: For 2 guests, around 15 January", with a button that forgets it. */
export function SearchNote({ summary, onClear, className }: { summary: string; onClear: () => void; className?: string }) {
  return (
    <p
      data-testid="search-note"
      className={cn("flex items-center gap-2 rounded-xl bg-teal-light px-3 py-1.5 text-sm font-medium text-teal", className)}
    >
      <Search aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="grow">Your search: {summary}</span>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex h-9 items-center gap-1 rounded-full px-2 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
      >
        <X aria-hidden="true" className="h-4 w-4" />
        Clear
      </button>
    </p>
  );
}
