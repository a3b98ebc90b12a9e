import type { Insights } from "@shared/api-types";
import { staffLabel } from "@shared/staff-profile";
import { capitalize } from "@/lib/format";
import { ChartFigure } from "./chart-figure";
import { BAR_ROW_PX, CountBars, WeeklyChart } from "./charts";
import { responseFigures, sourceRows, weekLabel, weeklyByCategory } from "../insights-data";

/** Horizontal bars' drawing height: a row per bar and room for the axis and legend. */
const barsHeight = (rows: number, legend = false) => rows * BAR_ROW_PX + (legend ? 64 : 36);

/** The chosen weeks at a glance; every chart has its table. */
export function InsightsView({ data }: { data: Insights }) {
  const weekly = weeklyByCategory(data);
  const sources = sourceRows(data);
  const response = responseFigures(data.response);
  const first = data.weeks[0];
  const last = data.weeks[data.weeks.length - 1];

  return (
    <div className="grid gap-4">
      <p className="text-base text-ink-muted">
        The {data.weeks.length} weeks from {first ? weekLabel(first) : "–"} to the week of {last ? weekLabel(last) : "–"}; suspected spam is left out.
      </p>
      <section aria-label="Response to enquiries" className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-card border border-ink/10 bg-white p-4">
          <p className="text-sm font-semibold text-ink-muted">Median time to first response</p>
          <p className="font-display text-3xl text-ink" data-figure="median">{response.median}</p>
        </div>
        <div className="rounded-card border border-ink/10 bg-white p-4">
          <p className="text-sm font-semibold text-ink-muted">Answered within 24 h</p>
          <p className="font-display text-3xl text-ink" data-figure="share">{response.share}</p>
          <p className="text-base font-semibold text-ink" data-figure="missed">{response.missed}</p>
          <p className="text-sm text-ink-muted">{response.detail}</p>
          {response.waiting && (
            <p className="text-sm text-ink-muted" data-figure="waiting">
              {response.waiting}
            </p>
          )}
        </div>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFigure
          title="Enquiries per week by trip category"
          chart={<WeeklyChart rows={weekly.rows} categories={weekly.categories} />}
          columns={["Week of", ...weekly.categories, "Total"]}
          rows={weekly.categories.length === 0 ? [] : weekly.rows.map((r) => {
            const counts = weekly.categories.map((c) => Number(r[c]));
            return [weekLabel(r.week), ...counts, counts.reduce((a, b) => a + b, 0)];
          })}
        />
        <ChartFigure
          title="Where enquiries came from"
          chart={<CountBars rows={sources.map((s) => ({ name: `${s.kind}: ${s.label}`, count: s.count }))} nameKey="name" bars={[{ key: "count", label: "Enquiries" }]} />}
          height={barsHeight(sources.length)}
          columns={["Source", "Kind", "Enquiries"]}
          rows={sources.map((s) => [s.label, s.kind, s.count])}
        />
        <ChartFigure
          title="Status mix"
          chart={<CountBars rows={data.statusMix.map((s) => ({ name: capitalize(s.status), count: s.count }))} nameKey="name" bars={[{ key: "count", label: "Enquiries" }]} />}
          height={barsHeight(data.statusMix.length)}
          columns={["Status", "Enquiries"]}
          rows={data.statusMix.map((s) => [capitalize(s.status), s.count])}
        />
        <ChartFigure
          title="Enquiries per staff member"
          chart={
            <CountBars
              rows={data.byStaff.map((s) => ({ name: staffLabel(s), assigned: s.assigned, answered: s.answered }))}
              nameKey="name"
              bars={[{ key: "assigned", label: "Assigned" }, { key: "answered", label: "Answered" }]}
            />
          }
          height={barsHeight(data.byStaff.length, true)}
          columns={["Staff member", "Assigned", "Answered"]}
          rows={data.byStaff.map((s) => [staffLabel(s), s.assigned, s.answered])}
        />
      </div>
    </div>
  );
}
