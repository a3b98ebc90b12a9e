import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatSubmitted } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { QueryView } from "../../components/query-view";
import { activitiesQueryOptions } from "../api/activities";
import { TimelineItem } from "./timeline-entry";

/**
 * The booking's history, oldest first, opening with its arrival (which the server does not list).
 * A long one opens on its newest entries, with "Show earlier" for the rest.
 */
export function Timeline({ bookingId, receivedAt }: { bookingId: number; receivedAt: string }) {
  const [all, setAll] = useState(false);
  const timeline = useQuery(activitiesQueryOptions(bookingId, all));
  return (
    <QueryView query={timeline} loading="Loading the timeline" failed="We couldn't load the timeline." spinnerClassName="justify-start py-2">
      {({ entries, total }) => {
        const hidden = total - entries.length;
        return (
          <ol className="grid gap-3" aria-label="Timeline, oldest first">
            {hidden > 0 ? (
              <li>
                <Button type="button" variant="outline" onClick={() => setAll(true)}>
                  Show earlier ({hidden})
                </Button>
              </li>
            ) : (
              <li className="border-l-2 border-ink/15 pl-3" data-kind="received">
                <p className="text-base font-semibold">Enquiry received</p>
                <p className="text-sm text-ink-muted">{formatSubmitted(receivedAt)}</p>
              </li>
            )}
            {entries.map((entry, index) => (
              <TimelineItem key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
            ))}
          </ol>
        );
      }}
    </QueryView>
  );
}
