import { useId, type Ref } from "react";
import { Search } from "lucide-react";
import { cn } from "@/lib/utils";
import { fieldClass } from "../field-class";

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** The catalogue's free-text search: filters as you type. */
export function SearchField({ label, placeholder, value, onChange, inputRef, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={cn(fieldClass, "pl-12 pr-4 placeholder:text-ink-muted")}
      />
    </div>
  );
}
