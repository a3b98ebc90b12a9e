import { BOOKING_FIELDS, fieldsOf, shownValue, type BookingFieldName } from "@shared/booking-fields";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { formatSubmitted } from "@/lib/format";

type Fact = [term: string, value: string | number | null];

const fact = (name: BookingFieldName, value: string | number | null): Fact => [BOOKING_FIELDS[name].label, value];

/** Where the visitor came from: the six lead-source fields. */
export function sourceFacts(b: Jsonified<BookingListItem>): Fact[] {
  return fieldsOf("source").map((name) => fact(name, b[name]));
}

/** Every field the visitor sent, in the order staff read them, then the booking's number and last change. */
export function storedFacts(b: Jsonified<BookingListItem>): Fact[] {
  return [
    ...fieldsOf("visitor", "trip").map((name) => fact(name, shownValue(name, b[name]))),
    fact("id", b.id),
    fact("updatedAt", formatSubmitted(b.updatedAt)),
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
