import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, X } from "lucide-react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { formatSubmitted } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ErrorState } from "../../components/error-state";
import { TitledSection } from "../../components/titled-section";
import { bookingQueryOptions } from "../api/booking";
import { replyPromise, visitorReplyLine } from "../reply-promise";
import { ReplyComposer } from "./reply-composer";
import { StatusBadge } from "./status-badge";
import { StatusSelect } from "./status-select";
import { StatusReplyOffer } from "./status-reply-offer";
import { offersReply } from "../status-reply";
import { AddNoteForm } from "./add-note-form";
import { EraseControl } from "./erase-control";
import { ContactLinks } from "./contact-links";
import { FactList, sourceFacts, storedFacts } from "./booking-facts";
import { LogContactForm } from "./log-contact-form";
import { NotSpamButton } from "./not-spam-button";
import { OwnerControl } from "./owner-control";
import { PromiseChip } from "./promise-chip";
import { Timeline } from "./timeline";
import { RelatedBookings } from "./related-bookings";
import { WhatsAppMessage } from "./whatsapp-message";
import { FollowUpControl } from "./follow-up-control";

interface BookingPanelProps {
  bookingId: number;
  /** The row from the loaded list, if it is there; otherwise the booking is fetched by id. */
  fromList?: Jsonified<BookingListItem>;
  me: AuthUser;
  now: Date;
  onClose: () => void;
  /** After Not spam: the enquiry now belongs to All. */
  onReleased?: () => void;
  /** On a phone the booking is a screen of its own: it comes to the top and Back returns to the list. */
  asScreen?: boolean;
}

const useBookingQuery = (id: number, fromList?: Jsonified<BookingListItem>) =>
  useQuery({ ...bookingQueryOptions(id), initialData: fromList });

export function BookingPanel({ bookingId, fromList, me, now, onClose, onReleased, asScreen = false }: BookingPanelProps) {
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
      <PanelBody key={bookingId} query={query} headingId={headingId} me={me} now={now} onClose={onClose} onReleased={onReleased} closable={!asScreen} />
    </div>
  );
}

function PanelBody({
  query,
  headingId,
  me,
  now,
  onClose,
  onReleased,
  closable,
}: {
  query: ReturnType<typeof useBookingQuery>;
  /** Beside the list the panel has its own close button; as a screen, Back above it does that. */
  closable: boolean;
  onReleased?: () => void;
  headingId: string;
  me: AuthUser;
  now: Date;
  onClose: () => void;
}) {
  // The status just set, while its saved reply is offered (confirmed or cancelled).
  const [offer, setOffer] = useState<string | null>(null);
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
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-card border border-ink/10 bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-sans text-xl font-semibold">
            Enquiry {b.reference}
          </h2>
          <p className="break-words text-base text-ink-muted">
            {name} · Received {formatSubmitted(b.createdAt)}
          </p>
        </div>
        {closable && (
          <Button type="button" variant="ghost" size="icon" aria-label="Close details" onClick={onClose}>
            <X className="h-5 w-5" aria-hidden="true" />
          </Button>
        )}
      </div>
      <ContactLinks booking={b} />

      <div className="flex flex-wrap items-center gap-3">
        <PromiseChip promise={replyPromise(b, now)} />
        <StatusBadge status={b.status} />
        <StatusSelect bookingId={b.id} status={b.status} name={name} label="Status" onChanged={(next) => setOffer(offersReply(next) ? next : null)} />
      </div>
      {offer && !b.erasedAt && b.email && <StatusReplyOffer key={offer} booking={b} me={me} status={offer} onDone={() => setOffer(null)} />}
      {visitorReplyLine(b, now) && (
        <p className="rounded-card border border-yellow-300 bg-yellow-50 px-3 py-2 text-base font-semibold text-status-pending" data-visitor-replied>
          {visitorReplyLine(b, now)}
        </p>
      )}
      {b.suspect && <NotSpamButton bookingId={b.id} reason={b.suspect} onReleased={onReleased} />}
      <OwnerControl booking={b} me={me} />
      <RelatedBookings booking={b} />
      <FollowUpControl booking={b} now={now} />

      <TitledSection look="part" title="Conversation">
        {!b.erasedAt && b.email && <ReplyComposer booking={b} me={me} />}
        <WhatsAppMessage booking={b} me={me} />
        <LogContactForm bookingId={b.id} />
        <AddNoteForm bookingId={b.id} />
      </TitledSection>
      <TitledSection look="part" title="Timeline">
        <Timeline bookingId={b.id} receivedAt={b.createdAt} />
      </TitledSection>
      <TitledSection look="part" title="Where they came from">
        <FactList facts={[["Reference", b.reference], ["Received", formatSubmitted(b.createdAt)], ...sourceFacts(b)]} />
      </TitledSection>
      <TitledSection look="part" title="Everything they sent">
        <FactList facts={storedFacts(b)} />
        {me.role === "admin" && <EraseControl bookingId={b.id} erasedAt={b.erasedAt} />}
      </TitledSection>
    </section>
  );
}
