import type { ReactNode } from "react";
import { departureDatesText, FULL, type AdminDeparture } from "@shared/departures";
import { formatRupees } from "@shared/money";
import { cn } from "@/lib/utils";
import { DepartureActions } from "./departure-actions";
import { FillBar, percentFull } from "./fill-bar";
import { MinimumChip, RunFacts } from "./run-facts";
import type { StatusChange } from "./status-confirm";

/** `held` arrives with the places that sent quotes hold; a server without it holds none. */
export type DepartureRow = AdminDeparture & { held?: number };

interface DepartureTableProps {
  departures: DepartureRow[];
  openId: number | null;
  onOpen: (id: number) => void;
  onEdit: (d: DepartureRow) => void;
  onDuplicate: (d: DepartureRow) => void;
  onStatus: (d: DepartureRow, to: StatusChange) => void;
  /** What the open departure shows in a row of its own under it (its bookings). */
  opened?: ReactNode;
}

/** "Places left" is the desk's word for `left`. */
const FIGURES = ["Places", "Taken", "Held", "Places left", "Waiting", "Enquiries"] as const;
/** Programme, dates, price, the figures, how full, actions. */
const COLUMNS = 3 + FIGURES.length + 2;

const STATUS_WORDS: Record<AdminDeparture["status"], string> = { open: "Open", closed: "Closed", cancelled: "Cancelled" };

const cell = "whitespace-nowrap px-2 py-1 align-middle";
/** The figures' columns are as narrow as their headings, so a row fits a laptop's width. */
const number = "whitespace-nowrap px-1.5 py-1 align-middle text-right tabular-nums";
/** The programme stays in view while the rest scrolls sideways on a phone (docs/decisions/desk-departures.md). */
const sticky = "sticky left-0 z-[1] bg-white";

/**
 * Upcoming departures by date, one row each: its programme (which opens its bookings under the row),
 * dates, price, places and how they are used, a bar of how full it is, and what staff can do with it.
 * A narrow window scrolls the table sideways with the programme column kept in place.
 */
export function DepartureTable({ departures, openId, onOpen, onEdit, onDuplicate, onStatus, opened }: DepartureTableProps) {
  return (
    <div className="relative min-w-0 max-w-full overflow-x-auto rounded-card border border-ink/10 [container-type:inline-size]" data-departure-scroller>
      <table className="w-full min-w-[58rem] border-collapse text-base" aria-label="Departures" data-departure-list>
        <thead>
          <tr className="border-b border-ink/10 text-left text-sm text-ink-muted">
            <th scope="col" className={cn(cell, sticky, "font-semibold")}>
              Programme
            </th>
            <th scope="col" className={cn(cell, "font-semibold")}>
              Dates
            </th>
            <th scope="col" className={cn(cell, "text-right font-semibold")}>
              Per person
            </th>
            {FIGURES.map((f) => (
              // "Places left" may take two lines on a laptop, so its column is as narrow as its numbers and a row fits 1280 px.
              <th key={f} scope="col" className={cn(number, "font-semibold", f.includes(" ") && "xl:whitespace-normal xl:leading-tight")}>
                {f}
              </th>
            ))}
            <th scope="col" className={cn(cell, "font-semibold")}>
              How full
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {departures.map((d) => {
            const dates = departureDatesText(d.startDate, d.endDate);
            const open = d.id === openId;
            const held = d.held ?? 0;
            return [
              <tr key={d.id} data-departure={d.id} className={cn("border-b border-ink/10", open ? "bg-teal-light/60" : "hover:bg-sand/60", d.status === "cancelled" && "text-ink-muted")}>
                <th scope="row" className={cn("px-2 py-1 text-left align-middle font-normal", sticky, open && "bg-teal-light")}>
                  {/* A status's and a minimum's chips go under the programme, which keeps its width for the name. */}
                  {/* On a phone the name wraps; wider, a row keeps one line (ten or more on a laptop's screen), the name as wide as the window allows. */}
                  <div className="flex w-36 items-center gap-2 sm:w-44 xl:w-60">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-label={`${d.programme}, ${dates}`}
                      title={d.note ? `${d.programme}: ${d.note}` : d.programme}
                      onClick={() => onOpen(d.id)}
                      className="min-w-0 break-words text-left font-semibold leading-snug text-teal sm:truncate underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
                    >
                      {d.programme}
                    </button>
                  </div>
                  {d.status !== "open" && (
                    <span className={cn("mt-0.5 inline-block rounded-full px-2 text-sm font-semibold", d.status === "closed" ? "bg-sand-dark text-ink" : "bg-red-50 text-status-cancelled")}>{STATUS_WORDS[d.status]}</span>
                  )}
                  <MinimumChip d={d} />
                </th>
                <td className={cell}>{dates}</td>
                <td className={cn(number, "font-semibold")}>{formatRupees(d.pricePerPerson)}</td>
                <td className={number}>{d.places}</td>
                <td className={number}>{d.taken}</td>
                <td className={number}>{held}</td>
                <td className={cn(number, d.left === 0 && "font-semibold text-status-cancelled")}>{d.left === 0 ? FULL : d.left}</td>
                <td className={number}>{d.waiting}</td>
                <td className={number}>{d.enquiries}</td>
                <td className={cell}>
                  <div className="flex items-center gap-2">
                    <div className="w-16">
                      <FillBar taken={d.taken} held={held} places={d.places} label={`How full: ${d.programme}, ${dates}`} />
                    </div>
                    <span className="w-11 text-right text-sm tabular-nums text-ink-muted">{percentFull(d.taken, d.places)} %</span>
                  </div>
                </td>
                <td className={cell}>
                  <DepartureActions departure={d} name={`${d.programme}, ${dates}`} onEdit={() => onEdit(d)} onDuplicate={() => onDuplicate(d)} onStatus={(to) => onStatus(d, to)} />
                </td>
              </tr>,
              open && (
                <tr key={`${d.id}-opened`} data-departure-opened={d.id} className="border-b border-ink/10">
                  <td colSpan={COLUMNS} className="p-0">
                    {/* As wide as the scroller, kept in view while the table scrolls sideways. */}
                    <div className="sticky left-0 grid w-[100cqw] gap-2 p-2 sm:p-3">
                      {d.note && <p className="text-sm text-ink-muted">{d.note}</p>}
                      <RunFacts d={d} />
                      {opened}
                    </div>
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
