import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { fieldLabel } from "../card-fields";
import type { StaleSave } from "../use-programme-editor";

interface StaleNoticeProps {
  stale: StaleSave;
  saving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * A save refused because someone saved first: who and when (the server's words), the fields
 * they changed, and the two ways on, while everything typed stays in the form below.
 */
export function StaleNotice({ stale, saving, onReload, onOverwrite }: StaleNoticeProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [stale]);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={id} role="alert" className="grid gap-2 rounded-xl border border-saffron bg-saffron/10 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron" data-stale-save>
      <h3 id={id} className="font-sans text-base font-semibold">
        Not saved: this programme changed since you opened it
      </h3>
      <p className="text-base">{stale.message}</p>
      {stale.changed.length > 0 ? (
        <div className="text-base">
          <p>What changed in version {stale.current.version}:</p>
          <ul className="ml-5 list-disc" aria-label="What changed">
            {stale.changed.map((f) => (
              <li key={f}>{fieldLabel(f)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-base">No field differs from the version you started from.</p>
      )}
      <p className="text-sm text-ink-muted">Your changes are still in the form below.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onReload} disabled={saving}>
          Reload their version
        </Button>
        <Button type="button" size="sm" variant="destructive" onClick={onOverwrite} disabled={saving}>
          Save mine over theirs
        </Button>
      </div>
    </section>
  );
}
