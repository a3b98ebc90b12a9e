import type { TripTravellerDetails } from "@shared/travellers/traveller-fields";
import { Button } from "@/components/ui/button";
import { TripSection } from "./trip-section";
import { dueLine, TravellerForm } from "./traveller-form";
import { DetailField } from "./detail-field";

/** Read-only once the trip is over or cancelled: who is travelling, nothing to type. */
function Summary({ details }: { details: TripTravellerDetails }) {
  return (
    <ul className="grid gap-1">
      {details.travellers.map((t) => (
        <li key={t.n}>
          Traveller {t.n}: {t.fullName ?? "not given"}
          {t.documentNumber ? ` (${t.documentNumber})` : ""}
        </li>
      ))}
    </ul>
  );
}

/** **Insurance**: the insurer and policy number, one form for the whole booking. */
function InsuranceForm({ token, details }: { token: string; details: TripTravellerDetails }) {
  const refused = details.refused?.form === "insurance" ? details.refused : null;
  const value = (k: "insurer" | "policyNumber") => (refused ? (refused.values[k] ?? "") : (details.insurance?.[k] ?? ""));
  const error = (k: string) => refused?.errors.find((e) => e.path === k)?.message;
  return (
    <form method="post" action={`/trip/${encodeURIComponent(token)}/insurance#trip-insurance`} className="grid gap-4">
      <p className="text-ink-muted">Every traveller needs travel insurance, bought within 15 days of paying the deposit. Tell us who insures you.</p>
      {details.saved === "insurance" && (
        <p role="status" className="rounded-card bg-green-50 p-3 font-semibold text-status-confirmed">
          Saved. Thank you!
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField form="insurance" name="insurer" label="Insurer" value={value("insurer")} error={error("insurer")} required />
        <DetailField form="insurance" name="policyNumber" label="Policy number" value={value("policyNumber")} error={error("policyNumber")} required />
      </div>
      <div>
        <Button type="submit">Save insurance</Button>
      </div>
    </form>
  );
}

/** **Traveller details** and **Insurance** on the trip page, once the quote is accepted. */
export function TravellerDetailsSections({ token, details }: { token: string; details: TripTravellerDetails }) {
  return (
    <>
      <TripSection id="trip-travellers" title="Traveller details">
        <p className="mb-5 text-ink-muted">{dueLine(details)}</p>
        {details.editable ? (
          <div className="grid gap-6">
            {details.travellers.map((t) => (
              <TravellerForm key={t.n} token={token} record={t} details={details} />
            ))}
          </div>
        ) : (
          <Summary details={details} />
        )}
      </TripSection>
      {details.editable && (
        <TripSection id="trip-insurance" title="Insurance">
          <InsuranceForm token={token} details={details} />
        </TripSection>
      )}
    </>
  );
}
