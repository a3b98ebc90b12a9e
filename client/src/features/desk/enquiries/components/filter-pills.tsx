import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A row of toggle buttons that scrolls sideways on a phone and wraps on a wider screen. */
export function PillGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      {children}
    </div>
  );
}

interface FilterPillProps {
  label: string;
  active: boolean;
  onClick: () => void;
  /** Shown beside the label once the counts have arrived. */
  count?: number;
  /** The count is red: something is late. */
  alarming?: boolean;
}

/** One choice of a filter, pressed while it applies, with its count. */
export function FilterPill({ label, active, onClick, count, alarming = false }: FilterPillProps) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-base font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron",
        active ? "border-teal bg-teal text-white" : "border-ink/20 bg-white text-ink hover:bg-sand",
      )}
    >
      {label}
      {count !== undefined && (
        <span className={cn("rounded-full px-2 text-sm", active ? "bg-white/20" : alarming ? "bg-red-50 text-status-cancelled" : "bg-sand-dark")}>{count}</span>
      )}
    </button>
  );
}
