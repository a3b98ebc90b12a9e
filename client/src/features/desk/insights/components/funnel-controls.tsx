import { useId } from "react";
import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { FunnelPeriod } from "../api/funnel";
import { PRESETS, type FunnelSort, type PresetId } from "../funnel-data";

export type PeriodChoice = PresetId | "dates";

interface FunnelControlsProps {
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
  dates: FunnelPeriod;
  onDates: (dates: FunnelPeriod) => void;
  sort: FunnelSort;
  onSort: (sort: FunnelSort) => void;
  /** Absent while there is nothing to export. */
  onExport?: () => void;
}

const field = "min-h-11 rounded-lg border border-ink/20 bg-white px-3 text-base text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron";

/** The period (a preset or two dates), the breakdowns' order, and the CSV export. */
export function FunnelControls({ choice, onChoice, dates, onDates, sort, onSort, onExport }: FunnelControlsProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-period`} className="text-sm font-semibold text-ink-muted">
          Period
        </label>
        <select id={`${id}-period`} value={choice} onChange={(e) => onChoice(e.target.value as PeriodChoice)} className={field}>
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="dates">Dates</option>
        </select>
      </div>
      {choice === "dates" && (
        <>
          <div className="grid gap-1">
            <label htmlFor={`${id}-from`} className="text-sm font-semibold text-ink-muted">
              From
            </label>
            <input id={`${id}-from`} type="date" value={dates.from} max={dates.to} onChange={(e) => e.target.value && onDates({ ...dates, from: e.target.value })} className={field} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-to`} className="text-sm font-semibold text-ink-muted">
              To
            </label>
            <input id={`${id}-to`} type="date" value={dates.to} min={dates.from} onChange={(e) => e.target.value && onDates({ ...dates, to: e.target.value })} className={field} />
          </div>
        </>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold text-ink-muted">
          Sort breakdowns by
        </label>
        <select id={`${id}-sort`} value={sort} onChange={(e) => onSort(e.target.value as FunnelSort)} className={field}>
          <option value="visitors">Visitors</option>
          <option value="conversion">Conversion</option>
        </select>
      </div>
      <button type="button" onClick={onExport} disabled={!onExport} className={cn(buttonVariants({ variant: "outline" }), "ml-auto")}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Export CSV
      </button>
    </div>
  );
}
