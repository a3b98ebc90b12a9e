import { useId } from "react";
import type { CardDeparture } from "@shared/departures/card-departure";

/** The departure chosen in the dialog, or "other" for the free preferred dates. */
export type DepartureChoice = number | "other";

interface DeparturePickerProps {
  departures: CardDeparture[];
  value: DepartureChoice;
  onChange: (choice: DepartureChoice) => void;
}

/**
 * The dialog's choice of dates (docs/decisions/departures-places.md): each of the programme's
 * upcoming departures with its price and places, and Other dates, which brings back the free
 * preferred-dates field. A full departure can still be chosen: the enquiry joins its waiting list.
 */
export function DeparturePicker({ departures, value, onChange }: DeparturePickerProps) {
  const name = useId();
  const option = (key: string, choice: DepartureChoice, label: string, detail?: string, note?: string | null) => (
    <label key={key} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-sand-dark bg-white p-3 has-[:checked]:border-teal has-[:checked]:bg-teal-light">
      <input type="radio" name={name} className="mt-1 h-4 w-4 accent-teal" checked={value === choice} onChange={() => onChange(choice)} />
      <span className="text-sm">
        <span className="block font-semibold text-ink">{label}</span>
        {detail && <span className="whitespace-nowrap text-ink-muted">{detail}</span>}
        {note && <span className="ml-2 font-semibold text-clay">{note}</span>}
      </span>
    </label>
  );
  return (
    <fieldset className="sm:col-span-2" data-testid="departure-picker">
      <legend className="mb-2 text-sm font-semibold text-ink">Dates</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {departures.map((d) =>
          option(String(d.id), d.id, d.dates, d.price, d.full ? "Full: waiting list" : d.places),
        )}
        {option("other", "other", "Other dates", "Tell us when suits you")}
      </div>
    </fieldset>
  );
}
