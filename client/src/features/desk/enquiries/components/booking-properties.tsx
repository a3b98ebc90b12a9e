import type { ReactNode } from "react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import type { BookingStatus } from "@shared/booking-status";
import { useDeskTime } from "../../components/use-desk-time";
import { replyPromise } from "../../lib/reply-promise";
import { BookingPartSlot } from "../../components/booking-parts";
import { BookingDeparture } from "./booking-departure";
import { ContactLinks } from "./contact-links";
import { EraseControl } from "./erase-control";
import { FactList, recordFacts, sourceFacts } from "./booking-facts";
import { FollowUpControl } from "./follow-up-control";
import { OwnerControl } from "./owner-control";
import { PromiseChip } from "./promise-chip";
import { RelatedBookings } from "./related-bookings";
import { StatusSelect } from "./status-select";
import { BookingStatus as StatusShown } from "./booking-status";

export interface PropertyContext {
  booking: Jsonified<BookingListItem>;
  me: AuthUser;
  now: Date;
  /** After a status change from here: the conversation offers the matching saved reply. */
  onStatusChanged: (status: BookingStatus) => void;
}

/** One part of the booking's side column: its own heading and controls. */
export interface PropertySection {
  id: string;
  render: (context: PropertyContext) => ReactNode;
}

function Heading({ children }: { children: string }) {
  return <h3 className="font-sans text-base font-semibold">{children}</h3>;
}

function Record({ booking, me }: PropertyContext) {
  const time = useDeskTime();
  return (
    <>
      <Heading>The booking</Heading>
      <FactList facts={recordFacts(booking, time)} />
      {me.role === "admin" && <EraseControl bookingId={booking.id} erasedAt={booking.erasedAt} />}
    </>
  );
}

/**
 * The booking's properties beside its conversation, in order. A new part of the booking (money:
 * the quote, payments) is one more entry here; each renders its own heading.
 */
export const PROPERTY_SECTIONS: readonly PropertySection[] = [
  {
    id: "status",
    // docs/site.md §4: the status badge (or Duplicate) beside the status dropdown.
    render: ({ booking, now, onStatusChanged }) => (
      <div className="flex flex-wrap items-center gap-2">
        <StatusShown status={booking.status} duplicateOfId={booking.duplicateOfId} />
        <StatusSelect
          bookingId={booking.id}
          status={booking.status}
          name={`${booking.firstName} ${booking.lastName}`}
          reference={booking.reference}
          label="Status"
          onChanged={onStatusChanged}
        />
        <PromiseChip promise={replyPromise(booking, now)} />
      </div>
    ),
  },
  { id: "contact", render: ({ booking }) => <ContactLinks booking={booking} /> },
  { id: "owner", render: ({ booking, me }) => <OwnerControl booking={booking} me={me} /> },
  { id: "follow-up", render: ({ booking, now }) => <FollowUpControl booking={booking} now={now} /> },
  { id: "departure", render: ({ booking }) => <BookingDeparture booking={booking} /> },
  { id: "money", render: ({ booking, me }) => <BookingPartSlot name="money" booking={booking} me={me} /> },
  { id: "related", render: ({ booking }) => <RelatedBookings booking={booking} /> },
  {
    id: "source",
    render: ({ booking }) => (
      <>
        <Heading>Where they came from</Heading>
        <FactList facts={sourceFacts(booking)} />
      </>
    ),
  },
  { id: "record", render: (context) => <Record {...context} /> },
];

/** The side column at 1280 px and wider; under the conversation on narrower screens. */
export function BookingProperties(context: PropertyContext) {
  return (
    <section aria-label="Booking details" className="grid min-w-0 grid-cols-1 content-start gap-3" data-booking-properties>
      {PROPERTY_SECTIONS.map((section) => (
        <div key={section.id} data-property={section.id} className="grid gap-2 border-t border-ink/10 pt-3 first:border-t-0 first:pt-0 empty:hidden">
          {section.render(context)}
        </div>
      ))}
    </section>
  );
}
