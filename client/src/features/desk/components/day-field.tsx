import { useState } from "react";
import { CalendarDays } from "lucide-react";
import { formatDay, isDay, type Day } from "@shared/money";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Calendar } from "@/components/ui/calendar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The calendar works in local dates; a `YYYY-MM-DD` day and back without any zone moving it. */
const asLocalDate = (day: Day) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const fromLocalDate = (date: Date): Day =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

interface DayFieldProps {
  id: string;
  label: string;
  value: Day;
  onValue: (day: Day) => void;
  /** The earliest and latest days the calendar offers (typing another is refused by the form). */
  from?: Day;
  to?: Day;
  error?: string;
}

/**
 * A day typed as `YYYY-MM-DD` or picked on a calendar beside it; under it the day as the visitor
 * will read it ("12 March 2027"), or what is wrong with it.
 */
export function DayField({ id, label, value, onValue, from, to, error }: DayFieldProps) {
  const [open, setOpen] = useState(false);
  const valid = isDay(value);
  const hint = error ?? (valid ? formatDay(value) : "YYYY-MM-DD");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-1">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          value={value}
          aria-invalid={!!error}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onValue(e.target.value.trim())}
        />
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <button
              type="button"
              aria-label={`${label}: choose on a calendar`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-ink/25 hover:bg-sand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
            >
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
            </button>
          </PopoverTrigger>
          <PopoverContent aria-label={label}>
            <Calendar
              mode="single"
              selected={valid ? asLocalDate(value) : undefined}
              defaultMonth={valid ? asLocalDate(value) : from ? asLocalDate(from) : undefined}
              disabled={[...(from ? [{ before: asLocalDate(from) }] : []), ...(to ? [{ after: asLocalDate(to) }] : [])]}
              onSelect={(date) => {
                if (!date) return;
                onValue(fromLocalDate(date));
                setOpen(false);
              }}
              // Opened on request in a popover: focus belongs in it (the dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </PopoverContent>
        </Popover>
      </div>
      <p id={`${id}-hint`} className={error ? "text-sm font-semibold text-status-cancelled" : "text-sm text-ink-muted"}>
        {hint}
      </p>
    </div>
  );
}
