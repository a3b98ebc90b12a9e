import { useQuery } from "@tanstack/react-query";
import { QueryView } from "../components/query-view";
import { insightsQueryOptions } from "./api/insights";
import { InsightsView } from "./components/insights-view";
import { FunnelSection } from "./components/funnel-section";

/** The Insights tab; its own chunk, so the charts library loads only when it is opened. The funnel and the 12 weeks load and fail apart. */
export default function InsightsTab() {
  const insights = useQuery(insightsQueryOptions());
  return (
    <div className="grid gap-8">
      <FunnelSection />
      <QueryView query={insights} loading="Loading insights" failed="We couldn't load the insights.">
        {(data) => <InsightsView data={data} />}
      </QueryView>
    </div>
  );
}
