import type { BookingView } from "@shared/booking-views";

/**
 * The view the desk opens on when the URL names none: All when the URL opens a booking (a link to
 * one lands where it is listed, whatever it awaits), else Needs reply while it holds anything, else
 * All. `undefined` while the counts are still on their way; without counts (they failed) it is All.
 */
export function openingView(counts: { done: boolean; needsReply?: number; opensBooking?: boolean }): BookingView | undefined {
  if (counts.opensBooking) return "all";
  if (!counts.done) return undefined;
  return (counts.needsReply ?? 0) > 0 ? "needs-reply" : "all";
}
