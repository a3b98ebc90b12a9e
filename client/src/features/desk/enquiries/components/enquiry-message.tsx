import type { BookingListItem, Jsonified } from "@shared/api-types";
import { BOOKING_FIELDS, cardValue, type BookingFieldName } from "@shared/booking-fields";
import { capitalize, formatTravelers } from "@/lib/format";
import { useDeskLongTime } from "../../components/use-desk-time";

/** What the visitor told us about themselves, after the trip and their own words. */
const ABOUT: BookingFieldName[] = ["country", "state", "education", "occupation", "designation", "budgetRange", "travelExperience"];

/**
 * The enquiry as the conversation's first message: the trip they asked about (the programme, the
 * dates, the group), their own words, then the rest of what they wrote about themselves.
 */
export function EnquiryMessage({ booking }: { booking: Jsonified<BookingListItem> }) {
  const time = useDeskLongTime();
  const b = booking;
  const about = ABOUT.map((name) => [BOOKING_FIELDS[name].label, cardValue(name, b[name])] as const).filter(([, v]) => v !== null);
  return (
    <li className="grid scroll-mt-20 grid-cols-1 gap-2 rounded-card border border-ink/10 bg-sand p-3" data-message="in" data-kind="enquiry">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-base">
        <span className="font-semibold">
          Enquiry from {b.firstName} {b.lastName}
        </span>
        <time dateTime={b.createdAt} className="text-sm text-ink-muted">
          {time(b.createdAt)}
        </time>
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_minmax(0,1fr)]">
        <Fact term="Trip">{`${capitalize(b.tripType)} · ${b.tripCategory}`}</Fact>
        {b.sourceProgramme && <Fact term="Programme">{b.sourceProgramme}</Fact>}
        <Fact term="Dates">{b.preferredDates || "Flexible"}</Fact>
        <Fact term="Group">{formatTravelers(b.groupSize, b.groupSizeAtLeast)}</Fact>
      </dl>
      {b.whyThisTrip && <Words term={BOOKING_FIELDS.whyThisTrip.label} text={b.whyThisTrip} />}
      {b.specialRequests && <Words term={BOOKING_FIELDS.specialRequests.label} text={b.specialRequests} />}
      {about.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_minmax(0,1fr)]">
          {about.map(([term, value]) => (
            <Fact key={term} term={term}>
              {value}
            </Fact>
          ))}
        </dl>
      )}
    </li>
  );
}

function Fact({ term, children }: { term: string; children: string | null }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function Words({ term, text }: { term: string; text: string }) {
  return (
    <div className="grid gap-0.5">
      <p className="text-sm font-semibold text-ink-muted">{term}</p>
      <p className="whitespace-pre-wrap text-base [overflow-wrap:anywhere]">{text}</p>
    </div>
  );
}
