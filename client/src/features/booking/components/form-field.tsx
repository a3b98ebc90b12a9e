import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What a control needs to be tied to its label and its error message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ id, label, required, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
        {required && (
          <span className="ml-0.5 text-status-cancelled" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        "aria-required": required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-status-cancelled">
          {error}
        </p>
      )}
    </div>
  );
}
