import { useId } from "react";
import { INSIGHT_PERIODS, type InsightPeriod } from "@shared/insight-periods";

/** 4, 12 or 52 weeks, as a labelled select. */
export function PeriodChoice({ weeks, onWeeks }: { weeks: InsightPeriod; onWeeks: (weeks: InsightPeriod) => void }) {
  const id = useId();
  return (
    <div className="grid justify-items-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-muted">
        Period
      </label>
      <select
        id={id}
        value={weeks}
        onChange={(e) => onWeeks(Number(e.target.value) as InsightPeriod)}
        className="min-h-11 rounded-lg border border-ink/20 bg-white px-3 text-base text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron"
      >
        {INSIGHT_PERIODS.map((p) => (
          <option key={p} value={p}>
            Last {p} weeks
          </option>
        ))}
      </select>
    </div>
  );
}
