import { useId } from "react";
import { CornerDownRight, CornerUpLeft } from "lucide-react";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { cn } from "@/lib/utils";
import { useDeskTime } from "../../components/use-desk-time";
import { AwaitingChip } from "./awaiting-chip";
import { BookingStatus } from "./booking-status";
import { StatusSelect } from "./status-select";
import { PromiseChip } from "./promise-chip";
import { RelatedCount } from "./related-count";
import { replyPromise } from "../../lib/reply-promise";
import { FollowUpChip } from "./follow-up-chip";
import { MoneyDueChip } from "./money-due-chip";
import { DetailsChip } from "./details-chip";
import { OfferLapsedChip, WaitlistChip } from "../../components/waitlist-chip";

/** The select sits above the row's open button, which covers the whole row. */
const ABOVE = "relative z-10";

interface BookingCardProps {
  booking: Jsonified<BookingListItem>;
  now?: Date;
  /** Opens the booking in the detail panel. */
  onOpen?: () => void;
  selected?: boolean;
  /** Beside an open booking: the trip, the time and the owner are left to the booking, so a row stays two lines. */
  compact?: boolean;
}

/**
 * One booking as an inbox row of two lines: who it is and who spoke last (**New** or **Visitor
 * replied**, and when), then what was said last, the owner, the promise, the follow-up and the status, once.
 * Beside an open booking (compact) the status moves up beside the name and **New** down before the words.
 * The whole row opens the booking; everything the visitor sent is in the opened booking.
 */
export function BookingCard({ booking, now = new Date(), onOpen, selected = false, compact = false }: BookingCardProps) {
  const headingId = useId();
  const time = useDeskTime();
  const name = `${booking.firstName} ${booking.lastName}`;
  const last = booking.lastMessage;

  const status = (
    <div className={cn(ABOVE, compact && "ml-auto shrink-0")}>
      <BookingStatus status={booking.status} duplicateOfId={booking.duplicateOfId}>
        <StatusSelect bookingId={booking.id} status={booking.status} name={name} reference={booking.reference} compact undoable />
      </BookingStatus>
    </div>
  );
  const awaiting = <AwaitingChip awaiting={booking.awaiting} />;

  return (
    <article
      aria-labelledby={headingId}
      aria-current={selected ? "true" : undefined}
      data-awaiting={booking.awaiting ?? undefined}
      className={cn("relative grid min-w-0 gap-0.5 border-l-4 px-3 py-1", selected ? "border-teal bg-teal-light/60" : "border-transparent bg-white hover:bg-sand/60")}
    >
      {/* Beside an open booking each row is two lines: the name and the status, then who spoke last and what they said. */}
      <div className={cn("flex min-w-0 items-center gap-x-2", compact ? "flex-nowrap" : "flex-wrap")}>
        <h2 id={headingId} className={cn("max-w-full font-sans text-base font-semibold leading-6", compact ? "min-w-0" : "shrink-0")}>
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
        {!compact && awaiting}
        <RelatedCount count={booking.relatedCount} />
        {/* At least 5rem, else it goes to the next line with the time: on a phone it had shrunk to one letter. */}
        <span className={cn("min-w-0 flex-1 basis-0 truncate text-sm text-ink-muted", compact ? "sr-only" : "min-w-[5rem]")} title={booking.tripCategory}>
          {booking.tripCategory}
        </span>
        {last && (
          <time dateTime={last.at} className={cn("ml-auto shrink-0 whitespace-nowrap text-sm text-ink-muted", compact && "sr-only")}>
            {time(last.at)}
          </time>
        )}
        {compact && status}
      </div>

      {/* Beside an open booking the second line never wraps: the words give way, then the chips are cut at the edge, so every row is as tall as the next. */}
      <div className={cn("flex min-w-0 items-center gap-x-2 gap-y-1", compact ? "flex-nowrap overflow-hidden" : "flex-wrap")} data-row-chips>
        {compact && awaiting}
        <p className={cn("truncate text-sm leading-6", compact ? "min-w-0 flex-1 basis-0" : "min-w-[12rem] flex-1 basis-48")} data-snippet title={last?.snippet}>
          {last && <LastDirection direction={last.direction} />}
          {last?.snippet ?? ""}
        </p>
        <div className={cn("flex min-w-0 max-w-full items-center gap-x-2 gap-y-1", compact ? "shrink-0 flex-nowrap [&>*]:shrink-0 [&>*]:whitespace-nowrap" : "flex-wrap")}>
          {booking.assignee && (
            <span className={cn("max-w-[10rem] truncate text-sm text-ink-muted", compact && "sr-only")} title={`Assigned to ${booking.assignee}`}>
              <span className="sr-only">Assigned to </span>
              {booking.assignee}
            </span>
          )}
          <PromiseChip promise={replyPromise(booking, now)} className="py-0 leading-5" />
          {booking.followUpAt && <FollowUpChip at={booking.followUpAt} now={now} />}
          <MoneyDueChip due={booking.moneyDue} />
          <DetailsChip details={booking.details} cancelled={booking.status === "cancelled"} />
          {booking.waitlisted && <WaitlistChip position={booking.waitlistPosition} placeFree={booking.placeFree} offeredUntil={booking.offeredUntil} compact={compact} />}
          {booking.offerLapsed && <OfferLapsedChip />}
          {!compact && status}
        </div>
      </div>
    </article>
  );
}

/** Whether the last message came from the visitor or went to them, in words for screen readers. */
function LastDirection({ direction }: { direction: "in" | "out" }) {
  const Icon = direction === "in" ? CornerDownRight : CornerUpLeft;
  return (
    <>
      <Icon className="mr-1 inline h-4 w-4 align-[-3px] text-ink-muted" aria-hidden="true" />
      <span className="sr-only">{direction === "in" ? "The visitor wrote: " : "We wrote: "}</span>
    </>
  );
}
