import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface EmptyStateProps {
  title: string;
  hint?: string;
  clearLabel?: string;
  /** Omit when there is nothing to clear (the catalogue itself is empty). */
  onClear?: () => void;
  /** The empty form the button submits when scripts are off (the page without filters). */
  clearFormId?: string;
  className?: string;
}

/** Shown instead of the grid when nothing matches: say so kindly and offer the way back. */
export function EmptyState({ title, hint, clearLabel = "Clear Filters", onClear, clearFormId, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "mx-auto flex max-w-xl flex-col items-center rounded-card bg-sand px-6 py-12 text-center shadow-soft md:px-10",
        className,
      )}
    >
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-white text-teal">
        <Compass aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      {hint && <p className="mt-2 text-base text-ink-muted">{hint}</p>}
      {onClear && (
        <Button
          type={clearFormId ? "submit" : "button"}
          form={clearFormId}
          variant="outline"
          className="mt-6"
          onClick={(e) => {
            e.preventDefault();
            onClear();
          }}
        >
          {clearLabel}
        </Button>
      )}
    </div>
  );
}
