import { BOOKING_FIELDS, fieldsOf, type BookingFieldName } from "@shared/booking-fields";
import type { BookingListItem, Jsonified } from "@shared/api-types";

type Fact = [term: string, value: string | number | null];

const fact = (name: BookingFieldName, value: string | number | boolean | null): Fact => [BOOKING_FIELDS[name].label, typeof value === "boolean" ? (value ? "Yes" : null) : value];

/** Where the visitor came from: the six lead-source fields. */
export function sourceFacts(b: Jsonified<BookingListItem>): Fact[] {
  return fieldsOf("source").map((name) => fact(name, b[name]));
}

/** The booking's own record: its reference, number, arrival and last change, in the desk's clock. */
export function recordFacts(b: Jsonified<BookingListItem>, time: (at: string) => string): Fact[] {
  return [fact("reference", b.reference), fact("id", b.id), fact("createdAt", time(b.createdAt)), fact("updatedAt", time(b.updatedAt))];
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2">
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
