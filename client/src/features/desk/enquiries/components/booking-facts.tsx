import { EDUCATION_OPTIONS, TRAVEL_EXPERIENCE_OPTIONS } from "@shared/enquiry-options";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { formatSubmitted } from "@/lib/format";

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : null;

type Fact = [term: string, value: string | number | null];

/** Where the visitor came from: the six lead-source fields. */
export function sourceFacts(b: Jsonified<BookingListItem>): Fact[] {
  return [
    ["Page", b.sourcePath],
    ["Programme", b.sourceProgramme],
    ["Referrer", b.referrer],
    ["Campaign source", b.utmSource],
    ["Campaign medium", b.utmMedium],
    ["Campaign name", b.utmCampaign],
  ];
}

/** Every field the visitor sent, in the order of the enquiry form. */
export function storedFacts(b: Jsonified<BookingListItem>): Fact[] {
  return [
    ["First name", b.firstName],
    ["Last name", b.lastName],
    ["Email", b.email],
    ["Phone", b.phone],
    ["Country", b.country],
    ["State", b.state],
    ["Education", labelOf(EDUCATION_OPTIONS, b.education)],
    ["Occupation", b.occupation],
    ["Designation", b.designation],
    ["Trip type", b.tripType],
    ["Trip category", b.tripCategory],
    ["Group size", b.groupSize],
    ["Preferred dates", b.preferredDates],
    ["Travel experience", labelOf(TRAVEL_EXPERIENCE_OPTIONS, b.travelExperience)],
    ["Budget range", b.budgetRange],
    ["Why this trip", b.whyThisTrip],
    ["Special requests", b.specialRequests],
    ["Booking number", b.id],
    ["Last updated", formatSubmitted(b.updatedAt)],
  ];
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
          <dd className="whitespace-pre-wrap break-words text-base">
            {value === null || value === "" ? <span className="text-ink-muted">Not given</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
