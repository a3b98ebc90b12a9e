import type { Awaiting } from "@shared/api-types";
import { cn } from "@/lib/utils";

const WORDS = { new: "New", "visitor-replied": "Visitor replied" } as const;

/** Who spoke last, when a visitor waits for an answer: **New** (never answered) or **Visitor replied**. */
export function AwaitingChip({ awaiting, className }: { awaiting: Awaiting | undefined; className?: string }) {
  if (!awaiting) return null;
  return (
    <span
      data-awaiting={awaiting}
      className={cn(
        "inline-flex shrink-0 items-center whitespace-nowrap rounded-full border px-2 text-sm font-semibold leading-5",
        awaiting === "new" ? "border-teal/30 bg-teal-light text-teal" : "border-yellow-300 bg-yellow-50 text-status-pending",
        className,
      )}
    >
      {WORDS[awaiting]}
    </span>
  );
}
