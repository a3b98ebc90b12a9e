import type { TripType } from "@shared/booking-status";
import type { CardDeparture } from "@shared/departures/card-departure";
import { BookButton } from "./book-button";
import { useProgrammeDepartures } from "../api/departures-data";

interface CardDeparturesProps {
  programme: string;
  tripType: TripType;
  category?: string;
  /** The card's heading, which each Book button is described by. */
  titleId: string;
}

const box = "mt-5 rounded-2xl bg-sand p-4 text-sm";

/**
 * A booking card's dates (docs/decisions/departures-on-the-site.md): the next departure with its price
 * and places, a Book button for it (Join the waiting list when full), and every upcoming departure
 * in a disclosure that opens without scripts; or Dates on request. All of it is in the served HTML,
 * its words made by the server (shared/departures/card-departure.ts).
 */
export function CardDepartures({ programme, tripType, category, titleId }: CardDeparturesProps) {
  const departures = useProgrammeDepartures(programme);
  const [next] = departures;
  const line = (d: CardDeparture) => (
    <>
      <span className="min-w-[10rem] flex-1">
        <span className="block font-semibold text-ink">{d.dates}</span>
        <span className="block">{d.price}</span>
        {d.places && <span className={`block font-semibold ${d.full ? "text-clay" : "text-saffron-dark"}`}>{d.places}</span>}
        {d.guaranteed && (
          <span className="block font-semibold text-teal" data-guaranteed>
            {d.guaranteed}
          </span>
        )}
        {d.privateRoom && (
          <span className="block" data-private-room>
            {d.privateRoom}
          </span>
        )}
      </span>
      <BookButton
        tripType={tripType}
        category={category}
        programme={programme}
        departure={d}
        departures={departures}
        label={d.full ? "Join the waiting list" : "Book"}
        aria-label={d.book}
        aria-describedby={titleId}
        variant={d.full ? "outline" : "primary"}
        size="sm"
        className="min-h-11"
      />
    </>
  );
  if (!next) {
    return (
      <p className={`${box} font-semibold`} data-testid="departures">
        Dates on request
      </p>
    );
  }
  // The button sits beside the dates while they keep 10rem, else below them: "Join the waiting list"
  // beside them on a phone had wrapped the dates and price a word a line. Never wider than the card.
  const row = "flex flex-wrap items-center justify-between gap-x-4 gap-y-2";
  return (
    <div className={box} data-testid="departures">
      <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">Next departure</p>
      <div className={`${row} mt-1`}>{line(next)}</div>
      {departures.length > 1 && (
        <details className="mt-3 border-t border-sand-dark pt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-teal">All dates ({departures.length})</summary>
          <ul className="mt-2 grid gap-3">
            {departures.map((d) => (
              <li key={d.id} className={row}>
                {line(d)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
