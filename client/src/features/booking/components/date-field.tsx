import { forwardRef, useState } from "react";
import { parse, isValid, startOfToday } from "date-fns";
import { CalendarDays } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Calendar } from "@/components/ui/calendar";
import { fieldControlClass } from "@/components/ui/input";
import { PREFERRED_DATE_FORMAT, formatPreferredDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { FieldControlProps } from "./form-field";

interface DateFieldProps extends FieldControlProps {
  /** The stored text, e.g. "December 5, 2026", or empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

function toDate(text: string): Date | undefined {
  if (!text) return undefined;
  const date = parse(text, PREFERRED_DATE_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

/** A single-day picker in a popover; past days cannot be chosen and choosing the same day again clears it. */
export const DateField = forwardRef<HTMLButtonElement, DateFieldProps>(function DateField(
  { value, onChange, onBlur, id, ...aria },
  ref,
) {
  const [open, setOpen] = useState(false);
  const selected = toDate(value);
  const today = startOfToday();
  const valueId = `${id}-value`;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          ref={ref}
          id={id}
          type="button"
          onBlur={onBlur}
          aria-labelledby={`${id}-label ${valueId}`}
          className={cn(fieldControlClass, "items-center justify-between gap-2 text-left", !value && "text-ink-muted")}
          {...aria}
        >
          <span id={valueId}>{value || "Pick a date (optional)"}</span>
          <CalendarDays className="h-4 w-4 shrink-0 opacity-70" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a preferred date">
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={selected ?? today}
          startMonth={today}
          disabled={{ before: today }}
          onSelect={(date) => {
            onChange(date ? formatPreferredDate(date) : "");
            if (date) setOpen(false);
          }}
          // The calendar opens in a popover on request, so focus belongs inside it (the dialog pattern).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
});
