import { useQuery } from "@tanstack/react-query";
import { departureDatesText, placesLeftLabel, type AdminDeparture } from "@shared/departures";
import { addDays, formatRupees, type Day } from "@shared/money";
import { fieldControlClass } from "@/components/ui/input";
import { departuresQueryOptions } from "../../api/departures";
import { useProgrammeTitles } from "../../api/stored-programmes";
import { Field } from "./money-field";

/** "14–19 Mar 2027 · ₹58,000 · 4 places left" (the programme first when several are offered). */
export function departureOption(d: AdminDeparture, withProgramme: boolean): string {
  return `${withProgramme ? `${d.programme}: ` : ""}${departureDatesText(d.startDate, d.endDate)} · ${formatRupees(d.pricePerPerson)} · ${placesLeftLabel(d.left)}`;
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
}

/** The open departures starting after today, with their places left, to quote from or move to. */
export function DepartureChoice({ id, label, programme, today, value, onChoose, except = null, none, error }: DepartureChoiceProps) {
  // The stored programmes' titles first: whether the booking names one decides which departures to ask for.
  const titles = useProgrammeTitles();
  const known = programme !== null && titles !== undefined && titles.has(programme);
  const departures = useQuery({ ...departuresQueryOptions({ from: addDays(today, 1), programme: known ? programme : undefined }), enabled: titles !== undefined });
  const open = (departures.data ?? []).filter((d) => d.status === "open" && d.id !== except);
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
            {departureOption(d, !known)}
          </option>
        ))}
      </select>
    </Field>
  );
}
