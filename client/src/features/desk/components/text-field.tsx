import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the control (give it an id and point aria-describedby at it). */
  hint?: ReactNode;
}

/** A label over its text input, and an optional hint under it: the desk's forms are made of these. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(({ id, label, value, onValue, hint, ...input }, ref) => (
  <div className="grid gap-2">
    <Label htmlFor={id}>{label}</Label>
    <Input ref={ref} id={id} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
    {hint}
  </div>
));
TextField.displayName = "TextField";
