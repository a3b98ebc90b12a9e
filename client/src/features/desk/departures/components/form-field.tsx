import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** A label, its control, and under it the field's error (the control points at it with aria-describedby `${id}-hint`). */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-hint`} className="text-sm font-semibold text-status-cancelled">
          {error}
        </p>
      )}
    </div>
  );
}
