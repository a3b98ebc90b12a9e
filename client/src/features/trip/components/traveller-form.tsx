import { useEffect, useRef } from "react";
import { formatDay } from "@shared/money";
import { MASK, TRAVELLER_FIELDS, type TravellerRecord, type TripTravellerDetails } from "@shared/travellers/traveller-fields";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { fieldControlClass } from "@/components/ui/input";
import { DetailField } from "./detail-field";

type Refused = TripTravellerDetails["refused"];

/** What the form shows: what was just typed when it was refused, else what is stored (masked). */
function valuesOf(record: TravellerRecord, refused: Refused): Record<string, string> {
  if (refused && refused.form === record.n) return refused.values;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(record)) if (typeof v === "string") out[k] = v;
  return out;
}

/**
 * One traveller's short form, saved on its own (a family fills theirs over days). A plain form:
 * it posts to /trip/<token>/travellers/<n> with or without scripts and comes back to this place.
 * The document number and medical notes come back masked; sent back unchanged, they are kept.
 */
export function TravellerForm({ token, record, details }: { token: string; record: TravellerRecord; details: TripTravellerDetails }) {
  const form = `traveller-${record.n}`;
  const refused = details.refused?.form === record.n ? details.refused : null;
  const v = valuesOf(record, details.refused);
  const error = (path: string) => refused?.errors.find((e) => e.path === path)?.message;
  const other = refused?.errors.filter((e) => !FIELDS.has(e.path)) ?? [];
  const saved = details.saved === record.n;
  const formRef = useRef<HTMLFormElement>(null);
  // The page came back refused: the first field to put right takes the focus, in view with its
  // label above and its sentence below, so the visitor (and a screen reader) meets it first.
  useEffect(() => {
    const field = refused ? formRef.current?.querySelector<HTMLElement>("[aria-invalid]") : null;
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: "center" });
    // Only as the page arrives: later the visitor's own typing leads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form method="post" action={`/trip/${encodeURIComponent(token)}/travellers/${record.n}#${form}`} ref={formRef} id={form} aria-labelledby={`${form}-title`} className="grid gap-4 border-t border-sand-dark pt-5 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${form}-title`} className="text-xl font-semibold">
          Traveller {record.n}
          {record.fullName ? `: ${record.fullName}` : ""}
        </h3>
        <Badge tone={record.complete ? "confirmed" : "pending"} className="normal-case">
          {record.complete ? "Complete" : "Details missing"}
        </Badge>
      </div>
      {saved && (
        <p role="status" className="rounded-card bg-green-50 p-3 font-semibold text-status-confirmed">
          Saved. Thank you!
        </p>
      )}
      {refused && (
        <p role="alert" className="rounded-card bg-red-50 p-3 font-semibold text-status-cancelled">
          Not saved yet: please check the fields marked below.
        </p>
      )}
      {other.map((e) => (
        <p key={e.path} className="text-sm font-semibold text-status-cancelled">
          {e.message}
        </p>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField form={form} name="fullName" label="Full name, as on the passport" value={v.fullName ?? ""} error={error("fullName")} autoComplete="name" required />
        <DetailField form={form} name="dateOfBirth" label="Date of birth" type="date" value={v.dateOfBirth ?? ""} error={error("dateOfBirth")} required />
        <DetailField form={form} name="nationality" label="Nationality" value={v.nationality ?? ""} error={error("nationality")} required />
        {details.international ? (
          <input type="hidden" name="documentType" value="passport" />
        ) : (
          <div className="grid content-start gap-1">
            <label htmlFor={`${form}-documentType`} className="text-sm font-semibold">
              Document
            </label>
            <select id={`${form}-documentType`} name="documentType" defaultValue={v.documentType ?? ""} className={fieldControlClass} aria-invalid={error("documentType") ? true : undefined}>
              <option value="">None given</option>
              <option value="passport">Passport</option>
              <option value="id-card">ID card</option>
            </select>
            {error("documentType") && <p className="text-sm font-semibold text-status-cancelled">{error("documentType")}</p>}
          </div>
        )}
        <DetailField
          form={form}
          name="documentNumber"
          label={details.international ? "Passport number" : "Document number"}
          value={v.documentNumber ?? ""}
          error={error("documentNumber") ?? (details.international ? error("documentType") : undefined)}
          hint={record.documentNumber ? "Saved and shown hidden; leave it to keep it, or type the new number." : undefined}
          required={details.international}
        />
        <DetailField form={form} name="documentExpiry" label={details.international ? "Passport valid until" : "Document valid until"} type="date" value={v.documentExpiry ?? ""} error={error("documentExpiry")} required={details.international} />
        <DetailField form={form} name="emergencyName" label="Emergency contact's name" value={v.emergencyName ?? ""} error={error("emergencyName")} required />
        <DetailField form={form} name="emergencyPhone" label="Emergency contact's phone, with country code" type="tel" value={v.emergencyPhone ?? ""} error={error("emergencyPhone")} autoComplete="tel" required />
        <DetailField form={form} name="dietary" label="Dietary needs" value={v.dietary ?? ""} error={error("dietary")} multiline />
        <DetailField
          form={form}
          name="medical"
          label="Medical notes for the trip leader"
          value={v.medical ?? ""}
          error={error("medical")}
          hint={record.medical === MASK ? `Saved and shown as ${MASK}; leave it to keep them, or type new notes.` : "Kept encrypted and deleted after the trip."}
          multiline
        />
      </div>
      <div>
        <Button type="submit">Save traveller {record.n}</Button>
      </div>
    </form>
  );
}

const FIELDS = new Set<string>(TRAVELLER_FIELDS);

/** "Please add them by 2 May 2027" (or "due now" once that day has passed), or that they can no longer be changed. */
export function dueLine(d: TripTravellerDetails): string {
  if (!d.editable) return "These details can no longer be changed.";
  const missing = d.travellers.filter((t) => !t.complete).length;
  const when = d.dueNow ? "They are due now: please add them as soon as you can" : `Please add them by ${formatDay(d.dueBy)}`;
  return missing === 0
    ? "Every traveller's details are here. Thank you!"
    : `${missing} of ${d.travellers.length} still to fill in. ${when}; each traveller is saved on their own, so you can come back.`;
}
