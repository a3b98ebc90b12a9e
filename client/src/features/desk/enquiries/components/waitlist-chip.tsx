import { Hourglass } from "lucide-react";
import { cn } from "@/lib/utils";

/** A booking waiting for its departure: its place in line, and **Place free** once its group fits the places left. */
export function WaitlistChip({ position, placeFree }: { position: number | null; placeFree: boolean }) {
  return (
    <span
      data-waitlist
      className={cn(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 text-sm leading-5",
        placeFree ? "border-teal bg-teal-light font-semibold text-teal" : "border-ink/15 text-ink-muted",
      )}
    >
      <Hourglass className="h-4 w-4 shrink-0" aria-hidden="true" />
      {position !== null ? `Waiting list, ${ordinal(position)} in line` : "Waiting list"}
      {placeFree && <span>· Place free</span>}
    </span>
  );
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}
