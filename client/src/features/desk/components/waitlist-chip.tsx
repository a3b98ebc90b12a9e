import { Hourglass } from "lucide-react";
import { deskTime } from "@shared/desk-clock";
import { cn } from "@/lib/utils";
import { useDeskZone } from "./use-desk-zone";

/**
 * A booking waiting for its departure: its place in line, and **Place offered** with the time the
 * offer ends while places are held for it (its row's `placeFree`).
 */
export function WaitlistChip({ position, placeFree, offeredUntil, compact = false }: { position: number | null; placeFree: boolean; offeredUntil?: string | null; compact?: boolean }) {
  const timeZone = useDeskZone();
  const until = placeFree && offeredUntil ? ` until ${deskTime(new Date(offeredUntil), timeZone)}` : "";
  const line = position !== null ? `Waiting list, ${ordinal(position)} in line` : "Waiting list";
  return (
    <span
      data-waitlist
      title={compact && until ? `${line} · Place offered${until}` : undefined}
      className={cn(
        "inline-flex items-center gap-x-1 border px-2 text-sm leading-5",
        // Beside an open booking a row keeps one line, so the time the offer ends is read out and in
        // the title but not shown (the booking's own page shows it); elsewhere the chip wraps, as with
        // that time it is longer than a phone's row or the booking's side column.
        compact ? "shrink-0 whitespace-nowrap rounded-full" : "min-w-0 max-w-full flex-wrap rounded-2xl",
        placeFree ? "border-teal bg-teal-light font-semibold text-teal" : "border-ink/15 text-ink-muted",
      )}
    >
      <Hourglass className="h-4 w-4 shrink-0" aria-hidden="true" />
      {line}
      {placeFree && (
        <span data-place-offered>
          · Place offered
          <span className={cn(compact && "sr-only")}>{until}</span>
        </span>
      )}
    </span>
  );
}

/** The booking left its departure's line when an offer of places to it lapsed or was skipped. */
export function OfferLapsedChip() {
  return (
    <span data-offer-lapsed className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-ink/15 px-2 text-sm leading-5 text-ink-muted">
      <Hourglass className="h-4 w-4 shrink-0" aria-hidden="true" />
      Offer lapsed
    </span>
  );
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}
