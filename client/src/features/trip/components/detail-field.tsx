import type { ReactNode } from "react";
import { Input, fieldControlClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export interface FieldProps {
  form: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: "text" | "date" | "tel";
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  children?: ReactNode;
}

/** One labelled field of a details form, its refusal right below it and tied to it for screen readers. */
export function DetailField({ form, name, label, value, error, hint, type = "text", autoComplete, required, multiline }: FieldProps) {
  const id = `${form}-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const shared = { id, name, defaultValue: value, "aria-invalid": error ? true : undefined, "aria-describedby": described, required };
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required && <span className="font-normal text-ink-muted"> (required)</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={2} className={cn(fieldControlClass, "min-h-16")} />
      ) : (
        <Input {...shared} type={type} autoComplete={autoComplete} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-status-cancelled">
          {error}
        </p>
      )}
    </div>
  );
}
