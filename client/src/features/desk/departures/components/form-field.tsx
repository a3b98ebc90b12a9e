import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/**
 * A label, its control, and under it the field's error (the control points at it with aria-describedby
 * `${id}-hint`), or else a note on where its value came from.
 */
export function FormField({ id, label, error, note, children }: { id: string; label: string; error?: string; note?: string; children: ReactNode }) {
  return (
    // Beside a taller neighbour (a note, a two-line label) the control keeps its own height.
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-hint`} className="text-sm font-semibold text-status-cancelled">
          {error}
        </p>
      )}
      {!error && note && <p className="text-sm text-ink-muted">{note}</p>}
    </div>
  );
}
