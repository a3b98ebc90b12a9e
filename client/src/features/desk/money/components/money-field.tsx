import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, its control, and under it the field's error or hint (pointed at by the control). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {(error || hint) && (
        <p id={`${id}-hint`} className={error ? "text-sm font-semibold text-status-cancelled" : "text-sm text-ink-muted"}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & { id: string; value: string; onValue: (v: string) => void; invalid?: boolean; described?: boolean };

/** Whole numbers (rupees, travellers, a percent) typed as text, read by `wholeOrNaN`. */
export function NumberInput({ id, value, onValue, invalid, described, className, ...rest }: NumberInputProps) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={described ? `${id}-hint` : undefined}
      className={className}
      onChange={(e) => onValue(e.target.value)}
      {...rest}
    />
  );
}

interface ChoiceProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> {
  value: T;
  options: readonly (readonly [T, string])[];
  onValue: (value: T) => void;
}

/** A native select of fixed choices, each with its words. */
export function Choice<T extends string>({ value, options, onValue, className, ...select }: ChoiceProps<T>) {
  return (
    <select className={cn(fieldControlClass, className)} value={value} onChange={(e) => onValue(e.target.value as T)} {...select}>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}
