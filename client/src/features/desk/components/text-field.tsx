import { forwardRef, type InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Words under the control that describe it (rules, where to find a code). */
  hint?: string;
}

/** The id of a field's hint, for a form that points at it as well. */
export const hintId = (fieldId: string) => `${fieldId}-hint`;

/** A label over its text input, and an optional hint under it: the desk's forms are made of these. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(({ id, label, value, onValue, hint, ...input }, ref) => (
  <div className="grid gap-2">
    <Label htmlFor={id}>{label}</Label>
    <Input ref={ref} id={id} value={value} onChange={(e) => onValue(e.target.value)} aria-describedby={hint ? hintId(id) : undefined} {...input} />
    {hint && (
      <p id={hintId(id)} className="text-base text-ink-muted">
        {hint}
      </p>
    )}
  </div>
));
TextField.displayName = "TextField";
