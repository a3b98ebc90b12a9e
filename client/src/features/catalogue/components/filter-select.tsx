import { useId } from "react";
import { ChevronDown } from "lucide-react";
import type { CatalogueFilter } from "@/catalogue/types";
import { cn } from "@/lib/utils";
import { fieldClass } from "../field-class";

export interface FilterSelectProps<T> {
  filter: CatalogueFilter<T>;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A native select (fast, accessible, fine before hydration) dressed to match the search field. */
export function FilterSelect<T>({ filter, value, onChange, className }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {filter.label}
      </label>
      <select
        id={id}
        name={filter.key}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClass, "cursor-pointer appearance-none truncate pl-4 pr-10")}
      >
        <option value="">{filter.allLabel}</option>
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-4 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
