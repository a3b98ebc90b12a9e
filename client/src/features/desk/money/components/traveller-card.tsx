import { useState } from "react";
import { formatDay } from "@shared/money";
import type { TravellerRecord } from "@shared/travellers/traveller-fields";
import { Button } from "@/components/ui/button";
import { revealTraveller, type Revealed } from "../api/travellers";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

/**
 * One traveller as staff see them: the document number masked until **Reveal**, which asks the
 * server for it (audited) and shows it here alone; closing the booking forgets it.
 */
export function TravellerCard({ bookingId, t }: { bookingId: number; t: TravellerRecord }) {
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function reveal() {
    setBusy(true);
    setFailed(false);
    try {
      setRevealed(await revealTraveller(bookingId, t.n));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  const hidden = t.documentNumber !== null || t.medical !== null;
  return (
    <li className="rounded-xl border border-sand-dark p-3" data-traveller={t.n}>
      <p className="font-semibold">
        {t.n}. {t.fullName ?? "Name not given"} <span className="font-normal text-ink-muted">{t.complete ? "· complete" : "· details missing"}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {t.dateOfBirth && <Row label="Born">{formatDay(t.dateOfBirth)}</Row>}
        {t.nationality && <Row label="Nationality">{t.nationality}</Row>}
        {t.documentType && (
          <Row label={t.documentType === "passport" ? "Passport" : "ID card"}>
            <span className="tabular-nums">{revealed?.documentNumber ?? t.documentNumber ?? "not given"}</span>
            {t.documentExpiry && `, valid until ${formatDay(t.documentExpiry)}`}
          </Row>
        )}
        {t.dietary && <Row label="Dietary">{t.dietary}</Row>}
        {t.medical && <Row label="Medical">{revealed?.medical ?? t.medical}</Row>}
        {t.emergencyName && (
          <Row label="Emergency">
            {t.emergencyName}
            {t.emergencyPhone && `, ${t.emergencyPhone}`}
          </Row>
        )}
      </dl>
      {hidden && !revealed && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" variant="outline" onClick={reveal} aria-disabled={busy || undefined} aria-label={`Reveal traveller ${t.n}'s document number`}>
            Reveal
          </Button>
          <span className="text-xs text-ink-muted">Each reveal is written in the audit log.</span>
          {failed && (
            <span role="alert" className="text-sm text-status-cancelled">
              Couldn't reveal it. Try again.
            </span>
          )}
        </div>
      )}
    </li>
  );
}
