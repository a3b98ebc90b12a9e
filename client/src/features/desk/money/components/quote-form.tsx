import { useId, useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { defaultRegion, formatDay, formatRupees, REGIONS, RETURNING_DISCOUNT_PERCENT, type Day, type Region, type RetreatCredit } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { sendQuoteMutation } from "../api/send-quote";
import { useMoneyAction } from "../hooks/use-money-action";
import { serverFieldErrors, type FieldErrors } from "../form-values";
import { checkDraft, newDraft, previewOf, withDeparture, type QuoteDraft, type QuotedDeparture } from "../quote-draft";
import { DepartureChoice, useOpenDepartures, type OwnDepartureHold } from "./departure-choice";
import { roomsLeftForBookingText } from "@shared/departures/held-for-booking";
import { ApiError } from "@/lib/api-request";
import { DayField } from "../../components/day-field";
import { Choice, Field, NumberInput } from "./money-field";
import { QuoteLines } from "./quote-lines";
import { preferredDay } from "../preferred-day";
import { ScheduleTable } from "./schedule-table";
import { nameAndReference } from "@/lib/format";

const REGION_WORDS: Record<Region, string> = { domestic: "Domestic", international: "International" };

export interface QuoteFormProps {
  bookingId: number;
  tripType: string;
  /** The group's exact size; null when the visitor said six or more without the number. */
  groupSize: number | null;
  /** The visitor's preferred dates as they wrote them; one date fills the start. */
  preferredDates?: string | null;
  today: Day;
  /** The same person's earlier confirmed booking, as the server found it (its reference), or null. */
  returningFrom: string | null;
  /** Credits that can be applied: the same person's and any other the staff member picks. */
  credits: RetreatCredit[];
  onDone: () => void;
  /** The booking's programme, whose departures are offered. */
  programme?: string | null;
  /** The open departure the booking names, which the form starts from. */
  departure?: QuotedDeparture | null;
  /** The private rooms the visitor wished for in the dialog, which the form starts from. */
  privateRooms?: number | null;
  /** What the booking's own quote or offer holds on its departure: places Full to others may be left for it. */
  hold?: OwnDepartureHold | null;
}

/**
 * **Quote**: the form, and beside it the lines, total and schedule as the visitor will see them,
 * worked out while typing by the same pure rules (`priceQuote`, `buildSchedule`) the server uses.
 */
export function QuoteForm({ bookingId, tripType, groupSize, preferredDates, today, returningFrom, credits, onDone, programme = null, departure = null, privateRooms = null, hold = null }: QuoteFormProps) {
  const [draft, setDraft] = useState<QuoteDraft>(() =>
    newDraft({
      today,
      travellers: groupSize,
      region: defaultRegion(tripType === "international" ? "international" : "retreat"),
      returning: returningFrom !== null,
      startDate: preferredDay(preferredDates, today),
      departure,
      privateRooms,
    }),
  );
  const [shown, setShown] = useState<FieldErrors>({});
  const send = useMoneyAction(sendQuoteMutation, "Quote sent", onDone);
  const ids = { form: useId(), departure: useId(), start: useId(), end: useId(), travellers: useId(), price: useId(), region: useId(), returning: useId(), credit: useId(), valid: useId(), note: useId(), rooms: useId() };
  const set = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const usable = credits.filter((c) => !c.expired && c.left > 0);
  const credit = usable.find((c) => c.bookingId === draft.creditFrom);
  const preview = previewOf(draft, today, credit);
  const errors = { ...shown, ...refusalFieldErrors(send.error) };
  const roomsLeft = useRoomsLeft(programme, today, draft.departureId, hold);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, today);
    if (!checked.ok) return setShown(checked.errors);
    setShown({});
    send.mutate({ id: bookingId, quote: checked.request });
  };

  return (
    <form aria-label="Quote" noValidate onSubmit={submit} className="grid gap-3 rounded-card border border-ink/10 p-3" data-quote-form>
      <DepartureChoice
        id={ids.departure}
        label="Departure"
        programme={programme}
        today={today}
        value={draft.departureId}
        onChoose={(d) => setDraft((x) => withDeparture(x, d))}
        none="None: dates typed below"
        error={errors.departureId}
        hold={hold}
      />
      <DayField id={ids.start} label="Start date" value={draft.startDate} from={today} onValue={(v) => set("startDate", v)} error={errors.startDate} />
      <DayField id={ids.end} label="End date" value={draft.endDate} from={draft.startDate || today} onValue={(v) => set("endDate", v)} error={errors.endDate} />
      <Field id={ids.travellers} label="Travellers" error={errors.travellers} hint={groupSize === null ? "The visitor said six or more: ask how many exactly." : undefined}>
        <NumberInput id={ids.travellers} value={draft.travellers} onValue={(v) => set("travellers", v)} invalid={!!errors.travellers} described={!!errors.travellers} />
      </Field>
      <Field id={ids.price} label="Price per person (₹)" error={errors.pricePerPerson}>
        <NumberInput id={ids.price} value={draft.pricePerPerson} onValue={(v) => set("pricePerPerson", v)} invalid={!!errors.pricePerPerson} described={!!errors.pricePerPerson} />
      </Field>
      <Field id={ids.region} label="Region" error={errors.region}>
        <Choice id={ids.region} value={draft.region} options={REGIONS.map((r) => [r, REGION_WORDS[r]] as const)} onValue={(v) => set("region", v)} />
      </Field>
      {draft.departureId !== null && (draft.privateRoomSupplement > 0 || Number(draft.privateRooms) > 0) && (
        <Field
          id={ids.rooms}
          label="Private room"
          error={errors.privateRooms}
          hint={`How many travellers have a room of their own, ${formatRupees(draft.privateRoomSupplement)} each${privateRooms ? `; the visitor asked for ${privateRooms}` : ""}.${roomsLeft ? ` ${roomsLeft}.` : ""}`}
        >
          <NumberInput id={ids.rooms} value={draft.privateRooms} onValue={(v) => set("privateRooms", v)} invalid={!!errors.privateRooms} described />
        </Field>
      )}
      <ExtrasRows extras={draft.extras} onExtras={(v) => set("extras", v)} error={errors.extras} />
      <fieldset className="grid gap-1.5">
        <legend className="text-base font-semibold">Returning participant</legend>
        <p className="text-sm text-ink-muted" data-returning-found>
          {returningFrom ? `Returning participant: found earlier confirmed booking ${returningFrom}` : "No earlier confirmed booking of this person was found."}
        </p>
        <label htmlFor={ids.returning} className="flex items-center gap-2 text-base">
          <input id={ids.returning} type="checkbox" className="h-5 w-5 accent-teal" checked={draft.returning} onChange={(e) => set("returning", e.target.checked)} />
          Give the returning participant&apos;s {RETURNING_DISCOUNT_PERCENT} % discount
        </label>
      </fieldset>
      <Field id={ids.credit} label="Retreat credit to apply" error={errors.creditFrom} hint={usable.length === 0 ? "No retreat credit with anything left." : undefined}>
        <select
          id={ids.credit}
          className="flex min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 py-2 text-base"
          value={draft.creditFrom ?? ""}
          onChange={(e) => set("creditFrom", e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">None</option>
          {usable.map((c) => (
            <option key={c.bookingId} value={c.bookingId}>
              {`${nameAndReference(c.name, c.reference)}: ${formatRupees(c.left)} left until ${formatDay(c.validUntil)}`}
            </option>
          ))}
        </select>
      </Field>
      <DayField id={ids.valid} label="Valid until" value={draft.validUntil} from={today} onValue={(v) => set("validUntil", v)} error={errors.validUntil} />
      <Field id={ids.note} label="Note to the visitor (optional)" error={errors.note}>
        <Textarea id={ids.note} rows={2} maxLength={2000} value={draft.note} onChange={(e) => set("note", e.target.value)} />
      </Field>
      <section aria-label="As the visitor will see it" className="grid gap-2 rounded-xl bg-sand/60 p-2" data-quote-preview aria-live="polite">
        {preview ? (
          <>
            <QuoteLines price={preview.price} travellers={preview.travellers} pricePerPerson={preview.pricePerPerson} />
            <ScheduleTable caption="Schedule if accepted today" schedule={preview.schedule} />
          </>
        ) : (
          <p className="text-sm text-ink-muted">The lines, total and schedule appear here once the dates, travellers and price are filled in.</p>
        )}
      </section>
      {send.isError && <FormMessage tone="error">{refusalText(send.error)}</FormMessage>}
      <SubmitOrCancel disabled={send.isPending} onCancel={onDone}>
        Send quote
      </SubmitOrCancel>
    </form>
  );
}

/**
 * The chosen departure's private rooms left, in words for the Private room hint: as they stand for
 * this booking on its own departure (its quote's rooms are its own), from the departures the choice
 * lists (the same cached answer); null while unknown.
 */
function useRoomsLeft(programme: string | null, today: Day, departureId: number | null, hold: OwnDepartureHold | null): string | null {
  const { open } = useOpenDepartures(programme, today);
  if (departureId === null) return null;
  if (hold?.departureId === departureId) return roomsLeftForBookingText(hold.privateRoomsLeft, hold.roomsHeld);
  const left = open.find((d) => d.id === departureId)?.privateRoomsLeft;
  return left === undefined ? null : roomsLeftForBookingText(left);
}

/**
 * The server's field errors, where a refusal (409: too few places or private rooms left) says beside
 * its field what it is about in the server's own words ("Only 1 private room is left on this
 * departure, fewer than the 2 asked for"), not only its terse field message ("At most 1").
 */
function refusalFieldErrors(error: unknown): FieldErrors {
  const fields = serverFieldErrors(error);
  const message = error instanceof ApiError && error.status === 409 ? error.details?.message : undefined;
  if (!message) return fields;
  return Object.fromEntries(Object.keys(fields).map((path) => [path, message]));
}

/** The box above Send quote: a refusal's own message, else the usual words. */
function refusalText(error: unknown): string {
  const message = error instanceof ApiError && error.status === 409 ? error.details?.message : undefined;
  if (message) return `The quote was not sent. ${message.replace(/\.$/, "")}.`;
  return errorText(error, "The quote was not sent. Please try again.");
}

function ExtrasRows({ extras, onExtras, error }: { extras: QuoteDraft["extras"]; onExtras: (v: QuoteDraft["extras"]) => void; error?: string }) {
  const id = useId();
  const change = (n: number, key: "label" | "amount", value: string) => onExtras(extras.map((e, i) => (i === n ? { ...e, [key]: value } : e)));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-base font-semibold">Extras (flights, a single supplement)</legend>
      {extras.map((e, n) => (
        <div key={n} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-center gap-1">
          <Input aria-label={`Extra ${n + 1}: what`} value={e.label} maxLength={100} onChange={(ev) => change(n, "label", ev.target.value)} />
          <Input aria-label={`Extra ${n + 1}: amount (₹)`} inputMode="numeric" value={e.amount} onChange={(ev) => change(n, "amount", ev.target.value)} />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove extra ${n + 1}`} onClick={() => onExtras(extras.filter((_, i) => i !== n))}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-status-cancelled">
          {error}
        </p>
      )}
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => onExtras([...extras, { label: "", amount: "" }])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add an extra
      </Button>
    </fieldset>
  );
}
