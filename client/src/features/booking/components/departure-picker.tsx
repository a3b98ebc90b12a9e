import { useId } from "react";
import { waitingListNote, type CardDeparture } from "@shared/departures/card-departure";

/** The departure chosen in the dialog, or "other" for the free preferred dates. */
export type DepartureChoice = number | "other";

interface DeparturePickerProps {
  departures: CardDeparture[];
  value: DepartureChoice;
  onChange: (choice: DepartureChoice) => void;
  /** The group's size as chosen so far (0: not yet): a group larger than the places left is told it will wait in line. */
  groupSize?: number;
  /** Private rooms wished for on the chosen departure (0: none). */
  privateRooms?: number;
  onPrivateRooms?: (rooms: number) => void;
}

/** The most rooms the dialog offers at once; a larger group tells the team in its message. */
const MAX_ROOMS_OFFERED = 6;

/**
 * The dialog's choice of dates (docs/decisions/departures-places.md): each of the programme's
 * upcoming departures with its price and places, and Other dates, which brings back the free
 * preferred-dates field. A full departure can still be chosen: the enquiry joins its waiting list.
 */
export function DeparturePicker({ departures, value, onChange, groupSize = 0, privateRooms = 0, onPrivateRooms }: DeparturePickerProps) {
  const name = useId();
  const roomsId = useId();
  const chosen = departures.find((d) => d.id === value);
  const waiting = chosen && groupSize > 0 ? waitingListNote(chosen, groupSize) : null;
  // A room is offered on a departure that has one left and a place to go with it.
  const roomsOffered = chosen && !chosen.full && chosen.privateRoom ? Math.min(chosen.privateRoomsLeft, MAX_ROOMS_OFFERED) : 0;
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
      {/* Said as the choice or the group changes, before the visitor sends anything. */}
      <p aria-live="polite" className="mt-2 text-sm text-ink-muted empty:hidden" data-testid="waiting-list-note">
        {waiting}
      </p>
      {roomsOffered > 0 && onPrivateRooms && (
        <div className="mt-3 grid gap-1" data-testid="private-room-choice">
          <label htmlFor={roomsId} className="text-sm font-semibold text-ink">
            Private room
          </label>
          <select
            id={roomsId}
            className="min-h-11 rounded-xl border border-sand-dark bg-white px-3 text-sm"
            value={Math.min(privateRooms, roomsOffered)}
            onChange={(e) => onPrivateRooms(Number(e.target.value))}
          >
            <option value={0}>No private room: sharing is fine</option>
            {Array.from({ length: roomsOffered }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {`${n} private ${n === 1 ? "room" : "rooms"} (${chosen?.privateRoom?.replace("Private room ", "")} per person)`}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
