import type { TripType } from "@shared/booking-status";
import type { CardDeparture } from "@shared/departures/card-departure";
import { BookButton } from "@/components/booking/book-button";
import { cn } from "@/lib/utils";
import { useProgrammeDepartures } from "./departures-data";

interface CardDeparturesProps {
  programme: string;
  tripType: TripType;
  category?: string;
  /** The card's heading, which each Book button is described by. */
  titleId: string;
}

function Places({ d }: { d: CardDeparture }) {
  if (!d.places) return null;
  return <span className={cn("block font-semibold", d.full ? "text-clay" : "text-saffron-dark")}>{d.places}</span>;
}

/**
 * A booking card's dates (CONTRACT "Departures", on the site): the next departure with its price
 * and places, a Book button for it (Join the waiting list when full), and every upcoming departure
 * in a disclosure that opens without scripts; or Dates on request. All of it is in the served HTML,
 * its words made by the server (shared/departures/card-departure.ts).
 */
export function CardDepartures({ programme, tripType, category, titleId }: CardDeparturesProps) {
  const departures = useProgrammeDepartures(programme);
  const [next] = departures;
  const book = (d: CardDeparture) => (
    <BookButton
      tripType={tripType}
      category={category}
      programme={programme}
      departure={d}
      departures={departures}
      label={d.full ? "Join the waiting list" : "Book"}
      aria-label={`${d.full ? "Join the waiting list for" : "Book"} ${d.dates}`}
      aria-describedby={titleId}
      variant={d.full ? "outline" : "primary"}
      size="sm"
      className="min-h-11 shrink-0"
    />
  );

  if (!next) {
    return (
      <p className="mt-5 rounded-2xl bg-sand p-4 text-sm font-semibold text-ink" data-testid="departures">
        Dates on request
      </p>
    );
  }
  return (
    <div className="mt-5 rounded-2xl bg-sand p-4 text-sm" data-testid="departures">
      <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">Next departure</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div>
          <p className="font-semibold text-ink">{next.dates}</p>
          <p className="whitespace-nowrap text-ink">{next.price}</p>
          <Places d={next} />
        </div>
        {book(next)}
      </div>
      {departures.length > 1 && (
        <details className="mt-3 border-t border-sand-dark pt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-teal">All dates ({departures.length})</summary>
          <ul className="mt-2 grid gap-3">
            {departures.map((d) => (
              <li key={d.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4">
                <span>
                  <span className="block font-semibold text-ink">{d.dates}</span>
                  <span className="block whitespace-nowrap text-ink-muted">{d.price}</span>
                  <Places d={d} />
                </span>
                {book(d)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
