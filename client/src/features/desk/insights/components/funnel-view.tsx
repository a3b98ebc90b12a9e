import type { Funnel } from "../api/funnel";
import { ChartFigure } from "./chart-figure";
import { BAR_ROW_PX, CountBars } from "./charts";
import { BREAKDOWNS, formatRate, funnelSteps, rowCells, sortRows, TABLE_COLUMNS, type FunnelSort } from "../funnel-data";

/** Breakdown charts show the keys with most weight; their tables list every key. */
const CHART_KEYS = 12;
const STEP_BARS = [{ key: "count", label: "People" }];
const BREAKDOWN_BARS = [
  { key: "visitors", label: "Visitors" },
  { key: "enquiryOpens", label: "Dialogs opened" },
  { key: "enquiries", label: "Enquiries" },
];

/** The funnel of one period: its three steps with their rates, then each breakdown, chart and table. */
export function FunnelView({ data, sort }: { data: Funnel; sort: FunnelSort }) {
  const steps = funnelSteps(data.totals);
  return (
    <div className="grid gap-4">
      <ol aria-label="Funnel steps" className="grid gap-3 sm:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.label} className="rounded-card border border-ink/10 bg-white p-4">
            <p className="text-sm font-semibold text-ink-muted">{s.label}</p>
            <p className="font-display text-3xl text-ink" data-step={i}>
              {s.count}
            </p>
            {i > 0 && <p className="text-sm text-ink-muted">{formatRate(s.rate)} of {steps[i - 1].label.toLowerCase()}</p>}
          </li>
        ))}
      </ol>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFigure
          title="Visitors to enquiries"
          chart={<CountBars rows={steps.map((s) => ({ name: s.label, count: s.count }))} nameKey="name" bars={STEP_BARS} />}
          columns={["Step", "People", "Rate from the step before"]}
          rows={steps.map((s, i) => [s.label, s.count, i === 0 ? "–" : formatRate(s.rate)])}
        />
        {BREAKDOWNS.map((b) => {
          const rows = sortRows(data[b.field], sort);
          return (
            <ChartFigure
              key={b.field}
              title={b.title}
              chart={<CountBars rows={rows.slice(0, CHART_KEYS).map((r) => ({ ...r, name: r.key }))} nameKey="name" bars={BREAKDOWN_BARS} />}
              height={Math.min(rows.length, CHART_KEYS) * BAR_ROW_PX * 1.5 + 64}
              empty="Nothing counted in this period."
              columns={[b.keyLabel, ...TABLE_COLUMNS]}
              rows={rows.map((r) => [r.key, ...rowCells(r)])}
            />
          );
        })}
      </div>
    </div>
  );
}
