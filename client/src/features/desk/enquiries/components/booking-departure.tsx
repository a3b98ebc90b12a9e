import { useQuery } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { departureDatesText } from "@shared/departures";
import { placesForBookingLabel } from "@shared/departures/held-for-booking";
import { formatRupees } from "@shared/money";
import { bookingDetailQueryOptions } from "../../api/booking-detail";
import { OfferButtons } from "../../components/offer-buttons";
import { OfferLapsedChip, WaitlistChip } from "../../components/waitlist-chip";

type Booking = Pick<Jsonified<BookingListItem>, "id" | "departureId" | "waitlisted" | "waitlistPosition" | "placeFree" | "offeredUntil" | "offerLapsed">;

const STATUS_NOTE = { open: null, closed: "Closed: no new enquiries or quotes", cancelled: "Cancelled" } as const;

/**
 * The departure the booking names: programme, dates, price per person and places left (as they stand
 * for this booking: "2 places held for this booking" where its own quote or offer holds the places
 * that make it Full to others), and its place on the waiting list.
 */
export function BookingDeparture({ booking }: { booking: Booking }) {
  const detail = useQuery({ ...bookingDetailQueryOptions(booking.id), enabled: booking.departureId !== null });
  const d = detail.data?.departure;
  if (booking.departureId === null || !d) return null;
  const note = STATUS_NOTE[d.status];
  return (
    <section aria-label="Departure" className="grid gap-1.5" data-booking-departure>
      <h3 className="font-sans text-base font-semibold">Departure</h3>
      <p className="text-base">
        <span className="font-semibold">{d.programme}</span>, {departureDatesText(d.startDate, d.endDate)}
      </p>
      <p className="text-base text-ink-muted">
        {formatRupees(d.pricePerPerson)} per person · {placesForBookingLabel(d.left, d.forBooking)}
      </p>
      {note && <p className="text-sm font-semibold text-status-pending">{note}</p>}
      {booking.waitlisted && (
        <div>
          <WaitlistChip position={booking.waitlistPosition} placeFree={booking.placeFree} offeredUntil={booking.offeredUntil} />
        </div>
      )}
      {booking.offerLapsed && (
        <div>
          <OfferLapsedChip />
        </div>
      )}
      {booking.waitlisted && booking.placeFree && <OfferButtons bookingId={booking.id} />}
    </section>
  );
}
