import { useRef, useState } from "react";
import { Copy, MoreHorizontal, Pencil } from "lucide-react";
import type { AdminDeparture } from "@shared/departures";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { StatusChange } from "./status-confirm";

/** Icons with their names for screen readers and on hover, so a row of figures fits a laptop's width. */
const compact = "h-8 min-h-8 w-8 px-0";

/**
 * A row's actions in one line: **Edit** and **Duplicate** at hand, as icons named for screen readers and on hover; **Close departure** (or **Open
 * departure**) and **Cancel departure**, which ask first, under More. A cancelled departure can only
 * be copied.
 */
export function DepartureActions({ departure, name, onEdit, onDuplicate, onStatus }: { departure: AdminDeparture; name: string; onEdit: () => void; onDuplicate: () => void; onStatus: (to: StatusChange) => void }) {
  const [open, setOpen] = useState(false);
  const more = useRef<HTMLButtonElement>(null);
  const live = departure.status !== "cancelled";
  const pick = (to: StatusChange) => {
    setOpen(false);
    // The item pressed leaves with the menu: More has focus first, so the confirmation that opens next returns to it.
    more.current?.focus();
    onStatus(to);
  };
  return (
    <div className="flex items-center justify-end gap-1.5">
      {live && (
        <Button type="button" size="sm" variant="outline" className={compact} onClick={onEdit} aria-label={`Edit ${name}`} title="Edit">
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
      <Button type="button" size="sm" variant="outline" className={compact} onClick={onDuplicate} aria-label={`Duplicate ${name}`} title="Duplicate">
        <Copy className="h-4 w-4" aria-hidden="true" />
      </Button>
      {live && (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button ref={more} type="button" size="sm" variant="ghost" className="h-8 min-h-8 w-8 px-0" aria-label={`More for ${name}`}>
              <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          {/* Radix draws it as a dialog, which needs a name. */}
          <PopoverContent align="end" className="grid w-56 gap-1 p-1.5" aria-label={`More for ${name}`}>
            <Button type="button" size="sm" variant="ghost" className="justify-start" onClick={() => pick(departure.status === "open" ? "closed" : "open")}>
              {departure.status === "open" ? "Close departure" : "Open departure"}
            </Button>
            <Button type="button" size="sm" variant="ghost" className="justify-start text-status-cancelled hover:bg-red-50" onClick={() => pick("cancelled")}>
              Cancel departure
            </Button>
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}
