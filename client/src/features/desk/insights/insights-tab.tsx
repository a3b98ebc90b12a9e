import { useQuery } from "@tanstack/react-query";
import { QueryView } from "../components/query-view";
import { insightsQueryOptions } from "./api/insights";
import { InsightsView } from "./components/insights-view";
import { FunnelSection } from "./components/funnel-section";
import { MoneySection } from "./components/money-section";
import { DeparturesSection } from "./components/departures-section";
import { PeriodChoice } from "./components/period-choice";
import { useInsightPeriod } from "./use-insight-period";

/** The Insights tab; its own chunk, so the charts library loads only when it is opened. The funnel and the weeks load and fail apart. */
export default function InsightsTab() {
  const [weeks, setWeeks] = useInsightPeriod();
  const insights = useQuery(insightsQueryOptions(weeks));
  return (
    <div className="grid gap-8">
      <FunnelSection />
      <section aria-labelledby="weeks-heading" className="grid gap-4">
        <h2 id="weeks-heading" className="font-display text-2xl text-ink">
          Enquiries and replies
        </h2>
        <PeriodChoice weeks={weeks} onWeeks={setWeeks} />
        <QueryView query={insights} loading="Loading insights" failed="We couldn't load the insights.">
          {(data) => <InsightsView data={data} />}
        </QueryView>
      </section>
      <MoneySection />
      <DeparturesSection />
    </div>
  );
}
