import type { ReactNode } from "react";
import { departureDatesText, nightsText, type AdminDeparture } from "@shared/departures";
import { formatRupees } from "@shared/money";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FillBar, percentFull } from "./fill-bar";
import type { StatusChange } from "./status-confirm";

const STATUS_WORDS: Record<AdminDeparture["status"], string> = { open: "Open", closed: "Closed", cancelled: "Cancelled" };

interface DepartureListProps {
  departures: AdminDeparture[];
  openId: number | null;
  onOpen: (id: number) => void;
  onEdit: (d: AdminDeparture) => void;
  onStatus: (d: AdminDeparture, to: StatusChange) => void;
  /** What the open departure shows under its card (its bookings). */
  opened?: ReactNode;
}

/**
 * Upcoming departures by date, one card each: its programme and dates (which open its bookings),
 * the price, the places and how they are used, a bar of how full it is, and what staff can do with it.
 */
export function DepartureList({ departures, openId, onOpen, onEdit, onStatus, opened }: DepartureListProps) {
  return (
    <ol className="grid gap-3" aria-label="Departures" data-departure-list>
      {departures.map((d) => {
        const dates = departureDatesText(d.startDate, d.endDate);
        const open = d.id === openId;
        return (
          <li key={d.id} data-departure={d.id} className={cn("grid gap-3 rounded-card border bg-white p-3 sm:p-4", open ? "border-teal ring-1 ring-teal" : "border-ink/10")}>
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <h3 className="min-w-0 font-sans text-base font-semibold">
                <button type="button" aria-expanded={open} onClick={() => onOpen(d.id)} className="text-left text-teal underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron">
                  {d.programme}, {dates}
                </button>
              </h3>
              <span className={cn("rounded-full px-2 text-sm font-semibold", d.status === "open" ? "bg-teal-light text-teal" : d.status === "closed" ? "bg-sand-dark text-ink" : "bg-red-50 text-status-cancelled")}>
                {STATUS_WORDS[d.status]}
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-base sm:grid-cols-4 lg:grid-cols-7">
              <Figure term="Per person" value={formatRupees(d.pricePerPerson)} wide />
              <Figure term="Nights" value={nightsText(d.nights)} />
              <Figure term="Places" value={d.places} />
              <Figure term="Taken" value={d.taken} />
              <Figure term="Places left" value={d.left === 0 ? "Full" : d.left} strong={d.left === 0} />
              <Figure term="Waiting" value={d.waiting} />
              <Figure term="Enquiries" value={d.enquiries} />
            </dl>
            <div className="grid gap-1">
              <FillBar taken={d.taken} places={d.places} label={`How full: ${d.programme}, ${dates}`} />
              <p className="text-sm text-ink-muted">{percentFull(d.taken, d.places)} % full</p>
            </div>
            {d.note && <p className="text-sm text-ink-muted">{d.note}</p>}
            {d.status !== "cancelled" && (
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => onEdit(d)} aria-label={`Edit ${d.programme}, ${dates}`}>
                  Edit
                </Button>
                {d.status === "open" ? (
                  <Button type="button" size="sm" variant="outline" onClick={() => onStatus(d, "closed")}>
                    Close departure
                  </Button>
                ) : (
                  <Button type="button" size="sm" variant="outline" onClick={() => onStatus(d, "open")}>
                    Open departure
                  </Button>
                )}
                <Button type="button" size="sm" variant="ghost" className="text-status-cancelled hover:bg-red-50" onClick={() => onStatus(d, "cancelled")}>
                  Cancel departure
                </Button>
              </div>
            )}
            {open && opened}
          </li>
        );
      })}
    </ol>
  );
}

function Figure({ term, value, wide, strong }: { term: string; value: string | number; wide?: boolean; strong?: boolean }) {
  return (
    <div className={cn("grid min-w-0", wide && "col-span-2 sm:col-span-1")}>
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className={cn("tabular-nums", strong ? "font-semibold text-status-cancelled" : "font-semibold")}>{value}</dd>
    </div>
  );
}
