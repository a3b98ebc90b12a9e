import type { CardDeparture } from "@shared/departures/card-departure";
import { BookButton } from "@/features/booking";
import type { ProgrammeView } from "../programme-view";
import { Section } from "./section";

/**
 * **Dates and prices**: every upcoming open departure as its card words it (dates, the price per
 * person, **Guaranteed to run**, **Private room +₹…**), but with its places left or **Full** however
 * many are left (the card says them only when few are), with its own
 * **Book** (or **Join the waiting list**), which opens the dialog with that departure chosen; or
 * **Dates on request**. Without scripts each Book is the site's link to our contact details.
 */
export function ProgrammeDates({ view, titleId }: { view: ProgrammeView; titleId: string }) {
  const { departures, booking } = view;
  const row = (d: CardDeparture) => (
    <li key={d.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-2xl bg-white p-4 shadow-soft" data-departure={d.id}>
      <div className="min-w-0">
        <p className="font-semibold text-ink">{d.dates}</p>
        <p className="text-ink-muted">{d.price}</p>
        <p className={`font-semibold ${d.full ? "text-clay" : "text-saffron-dark"}`}>
          {d.placesLabel}
        </p>
        {d.guaranteed && (
          <p className="font-semibold text-teal" data-guaranteed>
            {d.guaranteed}
          </p>
        )}
        {d.privateRoom && <p data-private-room>{d.privateRoom}</p>}
      </div>
      <BookButton
        tripType={booking.tripType}
        category={booking.category}
        programme={view.title}
        departure={d}
        departures={departures}
        label={d.full ? "Join the waiting list" : "Book"}
        aria-label={d.book}
        aria-describedby={titleId}
        variant={d.full ? "outline" : "primary"}
        className="min-h-11"
      />
    </li>
  );
  return (
    <Section title="Dates and prices" id="dates">
      {departures.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 font-semibold shadow-soft" data-testid="programme-departures">
          Dates on request
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="programme-departures">
          {departures.map(row)}
        </ul>
      )}
    </Section>
  );
}
