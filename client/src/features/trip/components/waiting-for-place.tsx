import { placesLeftWords } from "@shared/departures";
import type { TripWaitlist } from "@shared/money/account-types";
import { travellersText } from "../trip-words";

/** "No places are left on this departure", "Only 1 place is left on this departure". */
function placesLine(left: number): string {
  if (left <= 0) return "No places are left on this departure";
  return `Only ${placesLeftWords(left)} ${left === 1 ? "is" : "are"} left on this departure`;
}

/**
 * In place of **Accept quote** while the booking waits in its departure's line (its acceptance
 * came after the last places went): where it stands, and that the team writes when a place opens.
 */
export function WaitingForPlace({ waitlist, travellers }: { waitlist: TripWaitlist; travellers: number }) {
  return (
    <div className="mt-6 rounded-card bg-sand p-4" role="status" data-trip-waiting>
      <p className="font-semibold">You&apos;re on the waiting list: number {waitlist.position} in line</p>
      <p className="mt-2 text-ink-muted">
        {placesLine(waitlist.placesLeft)}, too few for your {travellersText(travellers)}. We will e-mail you as soon as places open for your group; this quote can then be accepted. Until then there is nothing to pay.
      </p>
    </div>
  );
}
