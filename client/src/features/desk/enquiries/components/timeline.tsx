import { useQuery } from "@tanstack/react-query";
import { activitiesQueryOptions } from "@/lib/api/desk";
import { Spinner } from "@/components/ui/spinner";
import { formatSubmitted } from "@/lib/format";
import { ErrorState } from "../error-state";
import { useSignOutOn401 } from "../use-sign-out-on-401";
import { TimelineItem } from "./timeline-entry";

/** The booking's history, oldest first, opening with its arrival (which the server does not list). */
export function Timeline({ bookingId, receivedAt }: { bookingId: number; receivedAt: string }) {
  const timeline = useQuery(activitiesQueryOptions(bookingId));
  useSignOutOn401(timeline.error);

  if (timeline.isPending) return <Spinner label="Loading the timeline" className="justify-start py-2" />;
  if (timeline.isError) {
    return (
      <ErrorState
        title="We couldn't load the timeline."
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isFetching}
      />
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Timeline, oldest first">
      <li className="border-l-2 border-ink/15 pl-3" data-kind="received">
        <p className="text-base font-semibold">Enquiry received</p>
        <p className="text-sm text-ink-muted">{formatSubmitted(receivedAt)}</p>
      </li>
      {timeline.data.map((entry, index) => (
        <TimelineItem key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
      ))}
    </ol>
  );
}
