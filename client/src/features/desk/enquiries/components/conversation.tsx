import type { ReactNode } from "react";
import type { BookingListItem, Jsonified, TimelineEntry } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { directionOf, isMessage } from "../conversation-entries";
import { EnquiryMessage } from "./enquiry-message";
import { TimelineItem } from "./timeline-entry";

const SIDE = {
  in: "mr-4 grid scroll-mt-20 gap-0.5 rounded-card border border-ink/10 bg-sand p-3 sm:mr-10",
  out: "ml-4 grid scroll-mt-20 gap-0.5 rounded-card border border-teal/20 bg-teal-light/40 p-3 sm:ml-10",
} as const;

interface ConversationProps {
  booking: Jsonified<BookingListItem>;
  /** The loaded timeline, oldest first; its other entries are the activity's. */
  entries: readonly TimelineEntry[];
  /** Entries older than the loaded ones, with the way to load them. */
  hidden: number;
  onShowEarlier: () => void;
  /** The composer and the other ways to answer, under the last message. */
  children: ReactNode;
}

/**
 * The booking as its conversation: the enquiry as the first message, then every e-mail, WhatsApp
 * message and logged contact both ways, oldest first, the visitor's on one side and ours on the
 * other; then what answers it.
 */
export function Conversation({ booking, entries, hidden, onShowEarlier, children }: ConversationProps) {
  const messages = entries.filter(isMessage);
  return (
    <section aria-label="Conversation" className="grid min-w-0 grid-cols-1 content-start gap-3" data-conversation>
      <ol aria-label="Messages, oldest first" className="grid grid-cols-1 gap-3">
        <EnquiryMessage booking={booking} />
        {hidden > 0 && (
          <li>
            <Button type="button" variant="outline" onClick={onShowEarlier}>
              Show earlier ({hidden})
            </Button>
          </li>
        )}
        {messages.map((entry, index) => (
          <TimelineItem key={`${entry.kind}-${entry.at}-${index}`} entry={entry} className={SIDE[directionOf(entry)]} message={directionOf(entry)} />
        ))}
      </ol>
      {children}
    </section>
  );
}
