import { useQuery } from "@tanstack/react-query";
import { bookingQueryOptions } from "../api/booking";
import { BookingCard } from "./booking-card";

/**
 * The open booking when the list beside it does not hold it (another view, a filter, a later page):
 * its row stays on top of the list, said to be outside this view, so the list always shows what is open.
 */
export function PinnedBooking({ id, now, compact }: { id: number; now: Date; compact?: boolean }) {
  const booking = useQuery(bookingQueryOptions(id));
  if (!booking.data) return null;
  return (
    <section aria-label="Open booking, not in this view" className="overflow-hidden rounded-card border border-teal bg-white" data-pinned-booking={id}>
      <p className="bg-teal-light px-3 py-0.5 text-sm font-semibold text-teal">Open, not in this view</p>
      <BookingCard booking={booking.data} now={now} selected compact={compact} />
    </section>
  );
}
