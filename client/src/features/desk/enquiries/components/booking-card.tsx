import { useId, type ReactNode } from "react";
import { UserRound } from "lucide-react";
import { BOOKING_FIELDS } from "@shared/booking-fields";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { capitalize, formatSubmitted, formatTravelers, humanize } from "@/lib/format";
import { cn } from "@/lib/utils";
import { StatusBadge } from "./status-badge";
import { StatusSelect } from "./status-select";
import { PromiseChip } from "./promise-chip";
import { RelatedCount } from "./related-count";
import { replyPromise } from "../reply-promise";
import { FollowUpChip } from "./follow-up-chip";

function Item({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("flex min-w-0 gap-1.5", wide && "sm:col-span-2")}>
      <dt className="shrink-0 text-sm font-semibold text-ink-muted">{term}</dt>
      {/* One line each: the full text is in the detail panel. */}
      <dd className="min-w-0 truncate text-sm text-ink">{children}</dd>
    </div>
  );
}

interface BookingCardProps {
  booking: Jsonified<BookingListItem>;
  now?: Date;
  /** Opens the booking in the detail panel. */
  onOpen?: () => void;
  selected?: boolean;
}

/** One enquiry as a compact row: every field SPEC §2 names, long text cut to one line. */
export function BookingCard({ booking, now = new Date(), onOpen, selected = false }: BookingCardProps) {
  const headingId = useId();
  const name = `${booking.firstName} ${booking.lastName}`;

  return (
    <article
      aria-labelledby={headingId}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "rounded-card border bg-white p-4",
        selected ? "border-teal ring-2 ring-teal/30" : "border-ink/10",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 break-words font-sans text-lg font-semibold">
          {onOpen ? (
            <button
              type="button"
              data-open-booking
              onClick={onOpen}
              className="rounded text-left underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
            >
              {name}
            </button>
          ) : (
            name
          )}
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <p className="truncate text-sm text-ink-muted">
        {capitalize(booking.tripType)} · {booking.tripCategory}
      </p>

      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <PromiseChip promise={replyPromise(booking, now)} />
        {booking.followUpAt && <FollowUpChip at={booking.followUpAt} now={now} />}
        <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {booking.assignee ?? "Unassigned"}
        </span>
        <RelatedCount count={booking.relatedCount} />
        <div className="ml-auto">
          <StatusSelect bookingId={booking.id} status={booking.status} name={name} />
        </div>
      </div>

      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <Item term={BOOKING_FIELDS.email.label}>
          <a href={`mailto:${booking.email}`} className="underline">
            {booking.email}
          </a>
        </Item>
        <Item term={BOOKING_FIELDS.phone.label}>
          <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className="underline">
            {booking.phone}
          </a>
        </Item>
        <Item term={BOOKING_FIELDS.groupSize.label}>{formatTravelers(booking.groupSize)}</Item>
        <Item term={BOOKING_FIELDS.preferredDates.label}>{booking.preferredDates || "Flexible"}</Item>
        {booking.budgetRange && <Item term={BOOKING_FIELDS.budgetRange.label}>{humanize(booking.budgetRange)}</Item>}
        {booking.travelExperience && <Item term={BOOKING_FIELDS.travelExperience.label}>{humanize(booking.travelExperience)}</Item>}
        {booking.specialRequests && (
          <Item term={BOOKING_FIELDS.specialRequests.label} wide>
            {booking.specialRequests}
          </Item>
        )}
      </dl>

      <p className="mt-2 text-sm text-ink-muted">Submitted {formatSubmitted(booking.createdAt)}</p>
    </article>
  );
}
