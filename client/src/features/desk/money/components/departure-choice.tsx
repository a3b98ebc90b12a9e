import { useQuery } from "@tanstack/react-query";
import { departureDatesText, type AdminDeparture } from "@shared/departures";
import { placesForBookingLabel } from "@shared/departures/held-for-booking";
import type { BookingHold } from "@shared/api-types";
import { addDays, formatRupees, type Day } from "@shared/money";
import { fieldControlClass } from "@/components/ui/input";
import { departuresQueryOptions } from "../../api/departures";
import { useProgrammeTitles } from "../../api/stored-programmes";
import { Field } from "./money-field";

/**
 * "14–19 Mar 2027 · ₹58,000 · 4 places left" (the programme first when several are offered); on the
 * departure where the booking's own quote or offer holds places, "· 2 places held for this booking".
 */
export function departureOption(d: AdminDeparture, withProgramme: boolean, hold: OwnDepartureHold | null = null): string {
  const own = hold?.departureId === d.id ? hold : null;
  return `${withProgramme ? `${d.programme}: ` : ""}${departureDatesText(d.startDate, d.endDate)} · ${formatRupees(d.pricePerPerson)} · ${placesForBookingLabel(d.left, own)}`;
}

/** The booking's own hold on the departure it names (GET /api/admin/bookings/:id `departure.forBooking`). */
export type OwnDepartureHold = BookingHold & { departureId: number };

/**
 * The open departures starting after `today` of the booking's programme (every programme's when it
 * names none the site sells), and the query's state: the choice lists them and the quote form reads
 * the chosen one's rooms left from the same cached answer.
 */
export function useOpenDepartures(programme: string | null, today: Day, except: number | null = null) {
  // The stored programmes' titles first: whether the booking names one decides which departures to ask for.
  const titles = useProgrammeTitles();
  const known = programme !== null && titles !== undefined && titles.has(programme);
  const departures = useQuery({ ...departuresQueryOptions({ from: addDays(today, 1), programme: known ? programme : undefined }), enabled: titles !== undefined });
  const open = (departures.data ?? []).filter((d) => d.status === "open" && d.id !== except);
  return { open, known, isPending: departures.isPending, isError: departures.isError };
}

interface DepartureChoiceProps {
  id: string;
  label: string;
  /** The booking's programme; every programme's departures when it names none the site sells. */
  programme: string | null;
  today: Day;
  value: number | null;
  onChoose: (departure: AdminDeparture | null) => void;
  /** A departure to leave out (the one the booking is on, for a move). */
  except?: number | null;
  /** What "none" means here ("Dates typed below"). */
  none: string;
  error?: string;
  /** The booking's own hold: its departure's places are counted as they stand for it. */
  hold?: OwnDepartureHold | null;
}

/** The open departures starting after today, with their places left, to quote from or move to. */
export function DepartureChoice({ id, label, programme, today, value, onChoose, except = null, none, error, hold = null }: DepartureChoiceProps) {
  const departures = useOpenDepartures(programme, today, except);
  const { open, known } = departures;
  const hint = departures.isPending ? "Loading the departures…" : departures.isError ? "The departures could not be loaded." : open.length === 0 ? `No open departure${known ? ` of ${programme}` : ""}.` : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={fieldControlClass}
        value={value ?? ""}
        aria-describedby={error || hint ? `${id}-hint` : undefined}
        onChange={(e) => onChoose(open.find((d) => d.id === Number(e.target.value)) ?? null)}
        data-departure-choice
      >
        <option value="">{none}</option>
        {open.map((d) => (
          <option key={d.id} value={d.id}>
            {departureOption(d, !known, hold)}
          </option>
        ))}
      </select>
    </Field>
  );
}
