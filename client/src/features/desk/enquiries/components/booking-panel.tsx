import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Reply, X } from "lucide-react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ErrorState } from "../../components/error-state";
import { QueryView } from "../../components/query-view";
import { bookingQueryOptions } from "../api/booking";
import { activitiesQueryOptions } from "../api/activities";
import { visitorReplyLine } from "../../lib/reply-promise";
import { replyAddresses } from "../conversation-entries";
import { offersReply } from "../status-reply";
import { showNewestMessage } from "../composer-view";
import { ComposerForm } from "./reply-composer";
import { StatusReplyOffer } from "./status-reply-offer";
import { AwaitingChip } from "./awaiting-chip";
import { LogContactForm } from "./log-contact-form";
import { NotSpamButton } from "./not-spam-button";
import { Conversation } from "./conversation";
import { ActivityLog } from "./activity-log";
import { BookingProperties } from "./booking-properties";
import { WhatsAppMessage } from "./whatsapp-message";

interface BookingPanelProps {
  bookingId: number;
  /** The row from the loaded list, if it is there; otherwise the booking is fetched by id. */
  fromList?: Jsonified<BookingListItem>;
  me: AuthUser;
  now: Date;
  onClose: () => void;
  /** After Not spam: the enquiry now belongs to All. */
  onReleased?: () => void;
  /** After Send reply (the desk opens the view's next booking). */
  onSent?: () => void;
  /** Each new value is a press of `r`: the same as **Reply**. */
  replyRequest?: number;
  /** On a phone the booking is a screen of its own: it comes to the top and Back returns to the list. */
  asScreen?: boolean;
}

const useBookingQuery = (id: number, fromList?: Jsonified<BookingListItem>) =>
  useQuery({ ...bookingQueryOptions(id), initialData: fromList });

export function BookingPanel({ bookingId, fromList, me, now, onClose, onReleased, onSent, replyRequest, asScreen = false }: BookingPanelProps) {
  const query = useBookingQuery(bookingId, fromList);
  const headingId = useId();
  const top = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  // The row that opened it is hidden now: the focus goes to Back, at the top of the screen.
  useEffect(() => {
    if (!asScreen) return;
    top.current?.scrollIntoView({ block: "start" });
    back.current?.focus({ preventScroll: true });
  }, [asScreen]);

  return (
    // As a screen it is at least a window high, so it can always be brought to the top.
    <div ref={top} className={asScreen ? "grid min-h-[100dvh] content-start gap-2" : undefined} data-booking-screen={asScreen || undefined}>
      {asScreen && (
        <Button ref={back} type="button" variant="ghost" className="justify-self-start" onClick={onClose}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          Back
        </Button>
      )}
      <PanelBody
        key={bookingId}
        query={query}
        headingId={headingId}
        me={me}
        now={now}
        onClose={onClose}
        onReleased={onReleased}
        onSent={onSent}
        replyRequest={replyRequest}
        closable={!asScreen}
      />
    </div>
  );
}

interface PanelBodyProps extends Pick<BookingPanelProps, "me" | "now" | "onClose" | "onReleased" | "onSent" | "replyRequest"> {
  query: ReturnType<typeof useBookingQuery>;
  /** Beside the list the panel has its own close button; as a screen, Back above it does that. */
  closable: boolean;
  headingId: string;
}

function PanelBody({ query, headingId, me, now, onClose, onReleased, onSent, replyRequest, closable }: PanelBodyProps) {
  // The status just set, while its saved reply is offered (confirmed or cancelled).
  const [offer, setOffer] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [all, setAll] = useState(false);
  const bookingId = query.data?.id;
  const timeline = useQuery({ ...activitiesQueryOptions(bookingId ?? 0, all), enabled: bookingId !== undefined });
  const canReply = !!query.data && !query.data.erasedAt && !!query.data.email;
  const reply = () => {
    if (!canReply) return;
    setComposing(true);
    setFocusRequest((n) => n + 1);
  };
  const lastRequest = useRef(replyRequest);
  useEffect(() => {
    if (replyRequest === lastRequest.current) return;
    lastRequest.current = replyRequest;
    reply();
  });
  // Opened (after Send reply, j or k, or a press on a row), it starts at its newest message, once the
  // conversation is there; Reply pressed meanwhile places the composer instead.
  const section = useRef<HTMLElement>(null);
  const placed = useRef(false);
  const loaded = timeline.data !== undefined;
  useEffect(() => {
    if (placed.current || !loaded || !section.current) return;
    placed.current = true;
    if (!composing) showNewestMessage(section.current);
  }, [loaded, composing]);

  if (query.isPending) return <Spinner label="Loading the enquiry" />;
  if (query.isError) {
    const missing = query.error instanceof Error && query.error.message.startsWith("404");
    return (
      <div className="grid gap-3">
        <ErrorState title={missing ? "There is no enquiry with that number." : "We couldn't load the enquiry."} query={query} />
        {closable && (
          <Button type="button" variant="ghost" className="justify-self-start" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
    );
  }

  const b = query.data;
  const name = `${b.firstName} ${b.lastName}`;
  const repliedLine = visitorReplyLine(b, now);
  return (
    <section ref={section} aria-labelledby={headingId} className="rounded-card border border-ink/10 bg-white">
      <div data-booking-header className="z-20 flex items-center justify-between gap-3 border-b border-ink/10 bg-white px-4 py-2 sm:sticky sm:top-0">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-sans text-xl font-semibold">
            Enquiry {b.reference}
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 break-words text-base text-ink-muted">
            {name} <AwaitingChip awaiting={b.awaiting} />
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {canReply && (
            <Button type="button" onClick={reply} aria-keyshortcuts="r">
              <Reply className="h-4 w-4" aria-hidden="true" />
              Reply
            </Button>
          )}
          {closable && (
            <Button type="button" variant="ghost" size="icon" aria-label="Close details" aria-keyshortcuts="Escape" onClick={onClose}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 p-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          {repliedLine && (
            <p className="rounded-card border border-yellow-300 bg-yellow-50 px-3 py-2 text-base font-semibold text-status-pending" data-visitor-replied>
              {repliedLine}
            </p>
          )}
          {b.suspect && <NotSpamButton bookingId={b.id} reason={b.suspect} onReleased={onReleased} />}
          <QueryView query={timeline} loading="Loading the conversation" failed="We couldn't load the conversation." spinnerClassName="justify-start py-2">
            {({ entries, total }) => (
              <>
                <Conversation booking={b} entries={entries} hidden={total - entries.length} onShowEarlier={() => setAll(true)}>
                  {offer && canReply && <StatusReplyOffer key={offer} booking={b} me={me} status={offer} onDone={() => setOffer(null)} />}
                  {composing && canReply && (
                    <ComposerForm
                      booking={b}
                      me={me}
                      addresses={replyAddresses(b.email, entries)}
                      focusRequest={focusRequest}
                      onDone={() => setComposing(false)}
                      onSent={onSent}
                    />
                  )}
                  <div className="flex flex-wrap items-start gap-2">
                    <WhatsAppMessage booking={b} me={me} />
                  </div>
                  <LogContactForm bookingId={b.id} />
                </Conversation>
                <ActivityLog bookingId={b.id} entries={entries} />
              </>
            )}
          </QueryView>
        </div>
        <BookingProperties booking={b} me={me} now={now} onStatusChanged={(next) => setOffer(offersReply(next) ? next : null)} />
      </div>
    </section>
  );
}
