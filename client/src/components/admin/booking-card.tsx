import { useId, type ReactNode } from "react";
import type { BookingRecord } from "@/lib/api/bookings";
import { capitalize, formatSubmitted, formatTravelers, humanize } from "@/lib/format";
import { StatusBadge } from "./status-badge";
import { StatusSelect } from "./status-select";
import { BookingDetails } from "./booking-details";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="break-words text-base text-ink">{children}</dd>
    </div>
  );
}

/** One enquiry; everything the visitor typed is rendered as plain text. */
export function BookingCard({ booking }: { booking: BookingRecord }) {
  const headingId = useId();
  const name = `${booking.firstName} ${booking.lastName}`;

  return (
    <article aria-labelledby={headingId} className="rounded-card border border-ink/10 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-sans text-xl font-semibold">
            {name}
          </h2>
          <p className="text-base text-ink-muted">
            {capitalize(booking.tripType)} · {booking.tripCategory}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={booking.status} />
          <StatusSelect bookingId={booking.id} status={booking.status} name={name} />
        </div>
      </div>

      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Item term="Email">
          <a href={`mailto:${booking.email}`} className="underline">
            {booking.email}
          </a>
        </Item>
        <Item term="Phone">
          <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className="underline">
            {booking.phone}
          </a>
        </Item>
        <Item term="Group size">{formatTravelers(booking.groupSize)}</Item>
        <Item term="Preferred dates">{booking.preferredDates || "Flexible"}</Item>
        {booking.budgetRange && <Item term="Budget range">{humanize(booking.budgetRange)}</Item>}
        {booking.travelExperience && <Item term="Travel experience">{humanize(booking.travelExperience)}</Item>}
        {booking.specialRequests && (
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-sm font-semibold text-ink-muted">Special requests</dt>
            <dd className="whitespace-pre-wrap break-words text-base">{booking.specialRequests}</dd>
          </div>
        )}
      </dl>

      <p className="mt-4 text-sm text-ink-muted">Submitted {formatSubmitted(booking.createdAt)}</p>
      <BookingDetails booking={booking} />
    </article>
  );
}
