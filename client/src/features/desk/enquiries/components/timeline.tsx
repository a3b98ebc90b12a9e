import { useQuery } from "@tanstack/react-query";
import { formatSubmitted } from "@/lib/format";
import { QueryView } from "../../components/query-view";
import { activitiesQueryOptions } from "../api/activities";
import { TimelineItem } from "./timeline-entry";

/** The booking's history, oldest first, opening with its arrival (which the server does not list). */
export function Timeline({ bookingId, receivedAt }: { bookingId: number; receivedAt: string }) {
  const timeline = useQuery(activitiesQueryOptions(bookingId));
  return (
    <QueryView query={timeline} loading="Loading the timeline" failed="We couldn't load the timeline." spinnerClassName="justify-start py-2">
      {(entries) => (
        <ol className="grid gap-3" aria-label="Timeline, oldest first">
          <li className="border-l-2 border-ink/15 pl-3" data-kind="received">
            <p className="text-base font-semibold">Enquiry received</p>
            <p className="text-sm text-ink-muted">{formatSubmitted(receivedAt)}</p>
          </li>
          {entries.map((entry, index) => (
            <TimelineItem key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
          ))}
        </ol>
      )}
    </QueryView>
  );
}
