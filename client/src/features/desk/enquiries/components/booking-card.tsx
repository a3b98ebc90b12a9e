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
import { mailtoHref, telHref } from "../contact-href";

/** One field on the row's second line: its name for screen readers, its value cut to what fits. */
function Item({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0 max-w-full truncate", className)}>
      <dt className="sr-only">{`${term} `}</dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

/** Links and the select sit above the row's open button, which covers the whole row. */
const ABOVE = "relative z-10";

interface BookingCardProps {
  booking: Jsonified<BookingListItem>;
  now?: Date;
  /** Opens the booking in the detail panel. */
  onOpen?: () => void;
  selected?: boolean;
}

/**
 * One enquiry as a compact row of two lines: every field SPEC §2 names for a card, long text cut
 * with an ellipsis (the full text is in the detail panel). The whole row opens the booking.
 */
export function BookingCard({ booking, now = new Date(), onOpen, selected = false }: BookingCardProps) {
  const headingId = useId();
  const name = `${booking.firstName} ${booking.lastName}`;
  const trip = `${capitalize(booking.tripType)} · ${booking.tripCategory}`;

  return (
    <article
      aria-labelledby={headingId}
      aria-current={selected ? "true" : undefined}
      className={cn("relative grid grid-cols-[minmax(0,1fr)] gap-1 border-l-4 px-3 py-2 sm:gap-0.5 lg:py-1", selected ? "border-teal bg-teal-light/60" : "border-transparent bg-white hover:bg-sand/60")}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 sm:flex-nowrap">
        <h2 id={headingId} className="min-w-0 basis-full truncate font-sans text-base font-semibold sm:basis-auto">
          {onOpen ? (
            <button
              type="button"
              data-open-booking={booking.id}
              onClick={onOpen}
              title={name}
              className="block max-w-full truncate rounded text-left underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
            >
              {name}
            </button>
          ) : (
            name
          )}
        </h2>
        <p className="min-w-[45%] flex-1 truncate text-sm text-ink-muted sm:min-w-24 sm:flex-none sm:shrink-[3]" title={trip}>
          {trip}
        </p>
        {/* On a phone the select sits beside the trip and the promise and badge under them; wider, all on one line. */}
        <div className={cn(ABOVE, "ml-auto shrink-0 sm:order-last sm:ml-0")}>
          <StatusSelect bookingId={booking.id} status={booking.status} name={name} compact />
        </div>
        <PromiseChip promise={replyPromise(booking, now)} className="shrink-0 py-0 sm:ml-auto" />
        {booking.followUpAt && <FollowUpChip at={booking.followUpAt} now={now} />}
        <RelatedCount count={booking.relatedCount} />
        <StatusBadge status={booking.status} />
      </div>

      <dl className="flex min-w-0 flex-wrap gap-x-3 text-sm text-ink-muted sm:flex-nowrap">
        <Item term={BOOKING_FIELDS.email.label} className={cn(ABOVE, "sm:min-w-16")}>
          <a href={mailtoHref(booking.email)} className="text-ink underline">
            {booking.email}
          </a>
        </Item>
        <Item term={BOOKING_FIELDS.phone.label} className={cn(ABOVE, "shrink-0")}>
          <a href={telHref(booking.phone, booking.phoneE164)} className="text-ink underline">
            {booking.phone}
          </a>
        </Item>
        <Item term={BOOKING_FIELDS.groupSize.label} className="shrink-0">{formatTravelers(booking.groupSize)}</Item>
        <Item term={BOOKING_FIELDS.preferredDates.label} className="shrink-0">{booking.preferredDates || "Flexible"}</Item>
        {booking.budgetRange && <Item term={BOOKING_FIELDS.budgetRange.label}>{humanize(booking.budgetRange)}</Item>}
        {booking.travelExperience && <Item term={BOOKING_FIELDS.travelExperience.label}>{humanize(booking.travelExperience)}</Item>}
        {booking.specialRequests && (
          <Item term={BOOKING_FIELDS.specialRequests.label} className="sm:basis-24 sm:grow">
            <span title={booking.specialRequests}>{booking.specialRequests}</span>
          </Item>
        )}
        <Item term="Assignee">
          <UserRound className="mr-1 inline h-4 w-4 align-[-3px]" aria-hidden="true" />
          {booking.assignee ?? "Unassigned"}
        </Item>
        <Item term="Submitted" className="sm:min-w-16">
          {formatSubmitted(booking.createdAt)}
        </Item>
      </dl>
    </article>
  );
}
