import { useId, useState } from "react";
import type { TimelineEntry } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { isMessage } from "../conversation-entries";
import { AddNoteForm } from "./add-note-form";
import { TimelineItem } from "./timeline-entry";

const KEY = "desk.activity.hidden";

/** The choice is the person's, for every booking: read once, kept in this browser. */
function storedHidden(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * **Notes and activity**, set apart from the messages: notes, status changes, assignments,
 * follow-ups, the automatic e-mails and their delivery, oldest first. Hide keeps them out of the way.
 */
export function ActivityLog({ bookingId, entries }: { bookingId: number; entries: readonly TimelineEntry[] }) {
  const headingId = useId();
  const [hidden, setHidden] = useState(storedHidden);
  const activity = entries.filter((e) => !isMessage(e));
  const toggle = () => {
    setHidden(!hidden);
    try {
      window.localStorage.setItem(KEY, hidden ? "0" : "1");
    } catch {
      /* a browser without storage keeps the choice for this page only */
    }
  };
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3 border-t border-ink/10 pt-3" data-activity>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-sans text-base font-semibold">
          Notes and activity <span className="font-normal text-ink-muted">({activity.length})</span>
        </h3>
        <Button type="button" variant="ghost" size="sm" className="min-h-11" aria-expanded={!hidden} onClick={toggle}>
          {hidden ? "Show notes and activity" : "Hide notes and activity"}
        </Button>
      </div>
      {!hidden && (
        <>
          <AddNoteForm bookingId={bookingId} />
          <ol className="grid grid-cols-1 gap-3" aria-label="Notes and activity, oldest first">
            {activity.map((entry, index) => (
              <TimelineItem key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
