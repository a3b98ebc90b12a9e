import { useId, useState } from "react";
import { CANCELLATION_REASONS, CREDIT_PERCENT, CREDIT_VALID_MONTHS, FLIGHT_REIMBURSEMENT_PER_TRAVELLER, formatRupees, REASON_CAPS, settleCancellation, wholeOrNaN, type CancellationReason, type Day, type Region, type Settlement } from "@shared/money";
import { errorText } from "../../api/error-text";
import { FormMessage } from "../../components/form-message";
import { SubmitOrCancel } from "../../components/submit-or-cancel";
import { cancelBookingMutation } from "../api/cancel-booking";
import { useMoneyAction } from "../hooks/use-money-action";
import { CancellationFigures } from "./cancellation-preview";
import { Choice, Field, NumberInput } from "./money-field";

const REASON_OPTIONS: readonly (readonly [CancellationReason, string])[] = CANCELLATION_REASONS.map((r) => [
  r,
  { visitor: "The visitor's own choice", medical: "Medical emergency", family: "Family emergency", "force-majeure": "Force majeure", provider: "The company or its provider" }[r],
]);

export interface CancelBookingProps {
  bookingId: number;
  today: Day;
  region: Region;
  startDate: Day;
  travellers: number;
  paid: number;
  allPaidInCash: boolean;
  onDone: () => void;
}

const isEmergency = (r: CancellationReason): r is "medical" | "family" => r === "medical" || r === "family";

/**
 * **Cancel booking** on an accepted booking: the settlement is worked out while choosing, by the
 * same rules the server applies (settleCancellation), and shown before confirming.
 */
export function CancelBookingForm({ bookingId, today, region, startDate, travellers, paid, allPaidInCash, onDone }: CancelBookingProps) {
  const [reason, setReason] = useState<CancellationReason>("visitor");
  const [settlement, setSettlement] = useState<Settlement>("refund");
  const [percent, setPercent] = useState("");
  const [flights, setFlights] = useState("0");
  const cancel = useMoneyAction(cancelBookingMutation, "Booking cancelled", onDone);
  const ids = { reason: useId(), percent: useId(), flights: useId(), settlement: useId() };
  const emergency = isEmergency(reason);
  const cap = emergency ? REASON_CAPS[reason] : 100;
  const flightCap = FLIGHT_REIMBURSEMENT_PER_TRAVELLER * travellers;
  const request = {
    reason,
    settlement,
    ...(emergency && percent.trim() !== "" ? { percent: wholeOrNaN(percent) } : {}),
    ...(reason === "provider" ? { flightReimbursement: wholeOrNaN(flights || "0") } : {}),
  };
  const settled = settleCancellation({ region, startDate, on: today, paid, travellers, allPaidInCash, ...request });

  return (
    <form
      aria-label="Cancel booking"
      noValidate
      className="grid gap-3 rounded-card border border-ink/10 p-3"
      data-cancel-booking
      onSubmit={(e) => {
        e.preventDefault();
        if (settled.ok) cancel.mutate({ id: bookingId, cancellation: request });
      }}
    >
      <Field id={ids.reason} label="Reason">
        <Choice id={ids.reason} value={reason} options={REASON_OPTIONS} onValue={setReason} />
      </Field>
      <fieldset className="grid gap-1.5">
        <legend className="text-base font-semibold">Settlement</legend>
        {(["refund", "credit"] as const).map((s) => (
          <label key={s} className="flex items-center gap-2 text-base">
            <input type="radio" name={ids.settlement} className="h-5 w-5 accent-teal" checked={settlement === s} onChange={() => setSettlement(s)} />
            {s === "refund" ? "Refund" : `Retreat credit (${CREDIT_PERCENT} % of what was paid, ${CREDIT_VALID_MONTHS} months)`}
          </label>
        ))}
      </fieldset>
      {emergency && (
        <Field id={ids.percent} label={`Refund percent (up to ${cap} %)`} error={!settled.ok && settled.path === "percent" ? settled.message : undefined} hint={`Leave it empty for the full ${cap} %.`}>
          <NumberInput id={ids.percent} value={percent} placeholder={String(cap)} onValue={setPercent} invalid={!settled.ok && settled.path === "percent"} described />
        </Field>
      )}
      {reason === "provider" && (
        <Field
          id={ids.flights}
          label="Flights reimbursed (₹)"
          error={!settled.ok && settled.path === "flightReimbursement" ? settled.message : undefined}
          hint={`Up to ${formatRupees(flightCap)} (${formatRupees(FLIGHT_REIMBURSEMENT_PER_TRAVELLER)} a traveller)`}
        >
          <NumberInput id={ids.flights} value={flights} onValue={setFlights} invalid={!settled.ok && settled.path === "flightReimbursement"} described />
        </Field>
      )}
      <section aria-label="Settlement before confirming" className="grid gap-2 rounded-xl bg-sand/60 p-2" aria-live="polite" data-cancellation-preview>
        {settled.ok ? <CancellationFigures cancellation={settled.cancellation} /> : <p className="text-sm text-status-cancelled">{settled.message}</p>}
      </section>
      {cancel.isError && <FormMessage tone="error">{errorText(cancel.error, "The booking was not cancelled. Please try again.")}</FormMessage>}
      <SubmitOrCancel disabled={cancel.isPending || !settled.ok} onCancel={onDone} cancelLabel="Keep the booking">
        Cancel booking
      </SubmitOrCancel>
    </form>
  );
}
