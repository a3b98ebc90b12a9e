import { forwardRef } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { FieldControlProps } from "./form-field";

interface SelectControlProps extends FieldControlProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
}

/** A Radix select wired like a form control: labelled by id, focusable through its ref. */
export const SelectControl = forwardRef<HTMLButtonElement, SelectControlProps>(function SelectControl(
  { value, onValueChange, onBlur, options, placeholder, disabled, ...control },
  ref,
) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
});

export const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
