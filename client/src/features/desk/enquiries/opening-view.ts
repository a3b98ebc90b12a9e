import type { BookingView } from "@shared/booking-views";

/**
 * The view the desk opens on when the URL names none: Needs reply while it holds anything, else
 * All. `undefined` while the counts are still on their way; without counts (they failed) it is All.
 */
export function openingView(counts: { done: boolean; needsReply?: number }): BookingView | undefined {
  if (!counts.done) return undefined;
  return (counts.needsReply ?? 0) > 0 ? "needs-reply" : "all";
}
