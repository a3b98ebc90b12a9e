import { lazy, Suspense, useContext, useEffect, useRef, useState } from "react";
import { formatRupees, type QuoteState } from "@shared/money";
import { TRIP_PAGE_TITLE, TRIP_PATH_PREFIX } from "@shared/trip-page";
import type { BookingStatus } from "@shared/booking-status";
import { Badge } from "@/components/ui/badge";
import type { TripBody } from "@shared/money/account-types";
import { readTripData, TripDataContext } from "./trip-data";
import { fetchTrip, type AcceptResult } from "./api/trip-api";
import { tripIntro } from "./trip-intro";
import { TripSection } from "./components/trip-section";
import { QuoteLines } from "./components/quote-lines";
import { ScheduleTable } from "./components/schedule-table";
import { AcceptQuoteForm } from "./components/accept-quote-form";
import { WaitingForPlace } from "./components/waiting-for-place";
import { NextPayment } from "./components/next-payment";
import { PaymentsList } from "./components/payments-list";
import { RefundTiers } from "./components/refund-tiers";
import { CancellationSummary } from "./components/cancellation-summary";
import { TravellerDetailsPrompt } from "./components/traveller-details-prompt";

// The traveller forms are loaded with the page's script only where they are shown (an accepted
// trip); the server renders them into the HTML, which stays as it is until their code arrives.
const TravellerDetailsSections = lazy(() => import("./components/traveller-details").then((m) => ({ default: m.TravellerDetailsSections })));
import { TripLinkHelp } from "./components/trip-link-help";

const BOOKING_BADGES: Record<BookingStatus, { tone: "confirmed" | "cancelled" | "pending"; text: string }> = {
  confirmed: { tone: "confirmed", text: "Confirmed" },
  cancelled: { tone: "cancelled", text: "Cancelled" },
  pending: { tone: "pending", text: "Not yet confirmed" },
};

const QUOTE_BADGES: Record<QuoteState, { tone: "confirmed" | "cancelled" | "pending" | "neutral"; text: string }> = {
  open: { tone: "pending", text: "Open" },
  accepted: { tone: "confirmed", text: "Accepted" },
  expired: { tone: "cancelled", text: "Expired" },
  replaced: { tone: "neutral", text: "Replaced" },
};

type Notice = { kind: "done" | "problem"; text: string };

/** The same total to pay as the quote box shows; then what was paid, and what is owed either way. */
function Totals({ trip }: { trip: TripBody }) {
  const cancelled = trip.status === "cancelled";
  return (
    <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t-2 border-ink/20 pt-3 tabular-nums" data-trip-totals>
      {!cancelled && (
        <>
          <dt>Total to pay</dt>
          <dd className="whitespace-nowrap text-right">{formatRupees(trip.totalToPay)}</dd>
        </>
      )}
      <dt>Paid so far</dt>
      <dd className="whitespace-nowrap text-right">{formatRupees(trip.paid)}</dd>
      {!cancelled && (
        <>
          <dt className="font-semibold">Still to pay</dt>
          <dd className="whitespace-nowrap text-right font-semibold">{formatRupees(trip.balance)}</dd>
        </>
      )}
      {trip.owedToVisitor > 0 && (
        <>
          <dt className="font-semibold">{cancelled ? "We owe you back" : "You paid more: we owe you back"}</dt>
          <dd className="whitespace-nowrap text-right font-semibold">{formatRupees(trip.owedToVisitor)}</dd>
        </>
      )}
    </dl>
  );
}

/** The visitor's trip page: their quote, schedule, payments and what to do next (docs/decisions/trip-page.md). */
export default function TripScreen({ token }: { token: string }) {
  const rendered = useContext(TripDataContext);
  // null: the link opens nothing (the server said so, or the trip could not be read here).
  const [trip, setTrip] = useState<TripBody | null | undefined>(() => (rendered !== undefined ? rendered : typeof document === "undefined" ? undefined : readTripData(document)));
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = TRIP_PAGE_TITLE;
    // A refused details form came back at the address it posted to: the address bar shows the
    // trip's own link again (to keep or share, and a reload reads the page instead of posting again).
    const own = `${TRIP_PATH_PREFIX}${encodeURIComponent(token)}`;
    if (window.location.pathname !== own) window.history.replaceState(window.history.state, "", `${own}${window.location.hash}`);
    // A page the server did not render (the development server) reads the trip itself.
    if (trip === undefined) void fetchTrip(token).then((t) => setTrip(t ?? null));
    // Only on arrival: later changes come from the page's own answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function onAnswer(result: AcceptResult) {
    if (result.trip) setTrip(result.trip);
    setNotice(
      result.ok
        ? { kind: "done", text: "Thank you! Your booking is confirmed. We have e-mailed you the confirmation with the payment schedule." }
        : { kind: "problem", text: result.message },
    );
  }

  if (trip === null) return <TripLinkHelp />;
  if (!trip) return <div className="container min-h-[60vh] py-14" aria-busy="true" />;

  const { quote } = trip;
  const cancelled = trip.status === "cancelled";
  const accepted = quote?.state === "accepted";
  const badge = BOOKING_BADGES[trip.status];
  const schedule = trip.schedule.length > 0 ? trip.schedule : (quote?.schedule ?? []);
  // The quote is open but its acceptance found the departure full: the booking waits in line.
  const waiting = quote?.state === "open" && !cancelled && !trip.acceptable ? trip.waitlist : null;
  // Each column's sections, those this trip has. Before any quote there are none, and nothing is
  // drawn below the greeting (no empty band above the footer).
  const main = [
    cancelled && trip.cancellation && (
      <TripSection key="cancelled" id="trip-cancelled" title="Your booking is cancelled">
        <CancellationSummary cancellation={trip.cancellation} />
      </TripSection>
    ),
    quote && (
      <TripSection key="quote" id="trip-quote" title="Your quote">
        <Badge tone={waiting ? "pending" : QUOTE_BADGES[quote.state].tone} className="mb-4 normal-case">
          {waiting ? "Waiting list" : QUOTE_BADGES[quote.state].text}
        </Badge>
        <QuoteLines quote={quote} trip={trip} />
        {trip.acceptable && <AcceptQuoteForm token={token} quote={quote} onAnswer={onAnswer} />}
        {waiting && <WaitingForPlace waitlist={waiting} travellers={quote.travellers} />}
      </TripSection>
    ),
    schedule.length > 0 && (
      <TripSection key="schedule" id="trip-schedule" title="Payment schedule">
        <ScheduleTable instalments={schedule} />
      </TripSection>
    ),
    trip.travellerDetails ? (
      <Suspense key="travellers" fallback={null}>
        <TravellerDetailsSections token={token} details={trip.travellerDetails} />
      </Suspense>
    ) : (
      accepted && !cancelled && <TravellerDetailsPrompt key="travellers" token={token} />
    ),
  ].filter(Boolean);
  const side = [
    accepted && !cancelled && (
      <TripSection key="next" id="trip-next" title="Next payment">
        <NextPayment trip={trip} />
      </TripSection>
    ),
    (accepted || trip.payments.length > 0) && (
      <TripSection key="payments" id="trip-payments" title="Payments received">
        <PaymentsList payments={trip.payments} />
        <Totals trip={trip} />
      </TripSection>
    ),
    !cancelled && trip.refundTiers.length > 0 && (
      <TripSection key="refunds" id="trip-refunds" title="If you need to cancel">
        <RefundTiers tiers={trip.refundTiers} />
      </TripSection>
    ),
  ].filter(Boolean);

  return (
    <>
      <header className="bg-sand">
        <div className="container py-10 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-ink-muted">
            Booking {trip.reference}
            {trip.programme && ` · ${trip.tripCategory}`}
          </p>
          <h1 className="mt-2 text-4xl font-semibold leading-tight md:text-5xl">{trip.programme ?? trip.tripCategory}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
            Hello {trip.firstName}, {tripIntro(trip)}
          </p>
          <Badge tone={badge.tone} className="mt-5 normal-case">
            {badge.text}
          </Badge>
        </div>
      </header>
      {(notice || main.length > 0 || side.length > 0) && (
        <div className="container grid gap-6 py-10 md:py-14 lg:grid-cols-[3fr_2fr] lg:items-start">
          {notice && (
            <div
              ref={noticeRef}
              tabIndex={-1}
              role={notice.kind === "done" ? "status" : "alert"}
              className={`rounded-card p-4 font-semibold lg:col-span-2 ${notice.kind === "done" ? "bg-green-50 text-status-confirmed" : "bg-red-50 text-status-cancelled"}`}
            >
              {notice.text}
            </div>
          )}
          <div className="grid gap-6">{main}</div>
          <div className="grid gap-6">{side}</div>
        </div>
      )}
    </>
  );
}
