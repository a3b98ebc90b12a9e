import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** Words under the control: what it is for, or its bound. */
  hint?: string;
  readOnly?: boolean;
  /** Rows of a multi-line text; a single line without. */
  rows?: number;
  /** Hide the label from sight (a list's row, whose legend names it) while screen readers still read it. */
  quietLabel?: boolean;
  inputMode?: "decimal" | "text";
}

/** The id of the error a control is described by. */
export const errorId = (id: string) => `${id}-error`;

/** A label, its control (one line or several), a hint, and the field's error under it, which the control is described by. */
export function Field({ id, label, value, onValue, error, hint, readOnly, rows, quietLabel, inputMode }: FieldProps) {
  const describedBy = [error && errorId(id), hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  const control = {
    id,
    value,
    readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onChange: (e: { target: { value: string } }) => onValue(e.target.value),
  };
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className={quietLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      {rows ? <Textarea rows={rows} {...control} /> : <Input autoComplete="off" inputMode={inputMode} {...control} />}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }): ReactNode {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="text-sm font-semibold text-status-cancelled">
      {error}
    </p>
  );
}
