import { useQuery } from "@tanstack/react-query";
import { QueryView } from "../components/query-view";
import { insightsQueryOptions } from "./api/insights";
import { InsightsView } from "./components/insights-view";

/** The Insights tab; its own chunk, so the charts library loads only when it is opened. */
export default function InsightsTab() {
  const insights = useQuery(insightsQueryOptions());
  return (
    <QueryView query={insights} loading="Loading insights" failed="We couldn't load the insights.">
      {(data) => <InsightsView data={data} />}
    </QueryView>
  );
}
