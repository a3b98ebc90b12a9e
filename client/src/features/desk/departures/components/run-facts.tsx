import { formatDay, formatRupees } from "@shared/money";
import type { AdminDeparture } from "@shared/departures";
import { isGuaranteed, minimumText } from "@shared/departures/rooms-minimum";
import { cn } from "@/lib/utils";

/** The row's chip for a departure with a minimum: **Guaranteed to run**, or how many more it needs by its day to decide. */
export function MinimumChip({ d }: { d: AdminDeparture }) {
  const minimum = d.minimum ?? null;
  const text = d.decideBy ? minimumText(minimum, d.taken, formatDay(d.decideBy)) : null;
  if (!text || d.status === "cancelled") return null;
  return (
    <span
      className={cn("shrink-0 whitespace-nowrap rounded-full px-2 text-sm font-semibold", isGuaranteed(minimum, d.taken) ? "bg-teal-light text-teal" : "bg-saffron/20 text-ink")}
      data-minimum
    >
      {text}
    </span>
  );
}

/** The opened departure's rooms and minimum in words. */
export function RunFacts({ d }: { d: AdminDeparture }) {
  const rooms = d.privateRooms ?? 0;
  const facts = [
    rooms > 0 ? `Private room: ${d.privateRoomsLeft ?? 0} of ${rooms} left, ${formatRupees(d.privateRoomSupplement ?? 0)} per person` : null,
    d.minimum ? `Minimum to run: ${d.minimum} travellers, decided by ${formatDay(d.decideBy ?? d.startDate)}` : null,
  ].filter((f): f is string => f !== null);
  if (facts.length === 0) return null;
  return (
    <p className="text-sm text-ink-muted" data-run-facts>
      {facts.join(" · ")}
    </p>
  );
}
