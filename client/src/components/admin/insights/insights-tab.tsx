import { useQuery } from "@tanstack/react-query";
import { insightsQueryOptions } from "@/lib/api/desk";
import { Spinner } from "@/components/ui/spinner";
import { ErrorState } from "../error-state";
import { useSignOutOn401 } from "../use-sign-out-on-401";
import { InsightsView } from "./insights-view";
import { FunnelSection } from "./funnel/funnel-section";

/** The last 12 weeks' enquiries; loads and fails on its own, beside the funnel. */
function EnquiryInsights() {
  const insights = useQuery(insightsQueryOptions());
  useSignOutOn401(insights.error);
  if (insights.isPending) return <Spinner label="Loading insights" />;
  if (insights.isError) {
    return (
      <ErrorState
        title="We couldn't load the insights."
        error={insights.error}
        onRetry={() => void insights.refetch()}
        retrying={insights.isFetching}
      />
    );
  }
  return <InsightsView data={insights.data} />;
}

/** The Insights tab; its own chunk, so the charts library loads only when it is opened. */
export default function InsightsTab() {
  return (
    <div className="grid gap-8">
      <FunnelSection />
      <EnquiryInsights />
    </div>
  );
}
