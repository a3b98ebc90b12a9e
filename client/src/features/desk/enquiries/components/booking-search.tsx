import { useEffect, useId, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export function BookingSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <form
      role="search"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text);
      }}
    >
      {/* The search icon and the placeholder say what it is; the label is for screen readers. */}
      <Label htmlFor={id} className="sr-only">
        Search bookings
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search every booking: name, e-mail, phone, reference, their words"
          className="pl-9 lg:h-9 lg:min-h-9"
          aria-keyshortcuts="/"
          data-desk-search
        />
      </div>
    </form>
  );
}
