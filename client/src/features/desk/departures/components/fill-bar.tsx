import { availabilityOf, leftWithHolds } from "@shared/departures";
import { cn } from "@/lib/utils";

/** Whole percent of the places taken (0 with no places). */
export const percentFull = (taken: number, places: number) => (places <= 0 ? 0 : Math.min(100, Math.round((taken * 100) / places)));

/**
 * How full a departure is, as a bar a screen reader reads as "N of M places taken": teal while
 * places are left, saffron when three or fewer are, the cancelled red once full. Places that sent
 * quotes hold follow as a paler part, since they are not sold yet but not free either.
 */
export function FillBar({ taken, held = 0, places, label }: { taken: number; held?: number; places: number; label: string }) {
  const percent = percentFull(taken, places);
  const heldPercent = Math.min(100 - percent, percentFull(held, places));
  // The server's own count of places left and of "few" (shared/departures), so the bar turns where the site's words do.
  const availability = availabilityOf(leftWithHolds(places, taken, held));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={places}
      aria-valuenow={Math.min(taken, places)}
      aria-valuetext={`${taken} of ${places} places taken${held > 0 ? `, ${held} held` : ""} (${percent} %)`}
      className="flex h-2.5 w-full overflow-hidden rounded-full bg-sand-dark"
      data-fill={percent}
    >
      <div className={cn("h-full", availability === "full" ? "bg-status-cancelled" : availability === "few" ? "bg-saffron" : "bg-teal")} style={{ width: `${percent}%` }} />
      {heldPercent > 0 && <div className="h-full bg-ink/30" style={{ width: `${heldPercent}%` }} data-held={heldPercent} />}
    </div>
  );
}
