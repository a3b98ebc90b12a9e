import { formatDay, formatRupees } from "@shared/money";
import { departureDatesText, type AdminDeparture } from "@shared/departures";
import { isGuaranteed, minimumText } from "@shared/departures/rooms-minimum";
import { cn } from "@/lib/utils";

/** **Guaranteed to run**, or how many more the departure needs by its day to decide; null without a minimum. */
const minimumWords = (d: AdminDeparture, day: (decideBy: string) => string) => (d.decideBy && d.status !== "cancelled" ? minimumText(d.minimum ?? null, d.taken, day(d.decideBy)) : null);

/**
 * The row's chip for a departure with a minimum, under its programme: **Guaranteed to run**, or how
 * many more it needs by its day to decide (`4 more needed by 2 Mar 2027`), wrapping on a phone's
 * narrow programme column rather than pushing the programme out of it.
 */
export function MinimumChip({ d }: { d: AdminDeparture }) {
  const text = minimumWords(d, (day) => departureDatesText(day, day));
  if (!text) return null;
  return (
    <span
      className={cn("block w-fit max-w-full rounded-md px-2 sm:rounded-full text-xs font-semibold leading-5 sm:whitespace-nowrap", isGuaranteed(d.minimum ?? null, d.taken) ? "bg-teal-light text-teal" : "bg-saffron/20 text-ink")}
      data-minimum
    >
      {text}
    </span>
  );
}

/** The opened departure's rooms and minimum in words, with how many more it needs or that it runs. */
export function RunFacts({ d }: { d: AdminDeparture }) {
  const rooms = d.privateRooms ?? 0;
  const run = minimumWords(d, formatDay);
  const facts = [
    rooms > 0 ? `Private room: ${d.privateRoomsLeft ?? 0} of ${rooms} left, ${formatRupees(d.privateRoomSupplement ?? 0)} per person` : null,
    d.minimum ? `Minimum to run: ${d.minimum} travellers, ${run === null ? `decided by ${formatDay(d.decideBy ?? d.startDate)}` : isGuaranteed(d.minimum, d.taken) ? `reached: ${run}` : run}` : null,
  ].filter((f): f is string => f !== null);
  if (facts.length === 0) return null;
  return (
    <p className="text-sm text-ink-muted" data-run-facts>
      {facts.join(" · ")}
    </p>
  );
}
