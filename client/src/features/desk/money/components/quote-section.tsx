import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatDay, formatRupees, type Quote, type RetreatCredit } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { CopyButton } from "../../components/copy-button";
import { bookingDetailQueryOptions } from "../../api/booking-detail";
import { creditsQueryOptions } from "../api/credits";
import { useDeskToday } from "../../components/use-desk-today";
import { QuoteForm } from "./quote-form";

const STATE_WORDS: Record<Quote["state"], string> = { open: "Open", accepted: "Accepted", replaced: "Replaced", expired: "Expired" };

type Booking = Pick<Jsonified<BookingListItem>, "id" | "tripType" | "groupSize" | "groupSizeAtLeast" | "preferredDates" | "createdAt" | "status" | "erasedAt" | "sourceProgramme"> &
  Partial<Pick<Jsonified<BookingListItem>, "privateRoomsWished">>;

/** The departure the booking names (the quote form starts from it while it is open), or null. */
function useBookingDeparture(booking: Booking) {
  return useQuery(bookingDetailQueryOptions(booking.id)).data?.departure ?? null;
}

/**
 * The same person's earlier booking that was confirmed, from the bookings the server matched as
 * theirs (docs/money.md), or null.
 */
function useReturningFrom(booking: Booking): string | null {
  const related = useQuery(bookingDetailQueryOptions(booking.id)).data?.related ?? [];
  const earlier = related.filter((r) => r.status === "confirmed" && r.createdAt < booking.createdAt);
  return earlier.length > 0 ? earlier[earlier.length - 1].reference : null;
}

/** The person's own credits first, then every other one the company holds (family's, by the staff member's choice). */
function useCreditChoices(own: RetreatCredit[], enabled: boolean): RetreatCredit[] {
  const all = useQuery({ ...creditsQueryOptions(), enabled }).data ?? [];
  const mine = new Set(own.map((c) => c.bookingId));
  return [...own, ...all.filter((c) => !mine.has(c.bookingId))];
}

/** The trip's dates: an accepted quote's as they are now (a date change moves them), any other quote's own. */
function QuoteDates({ quote, dates }: { quote: Quote; dates: Account["dates"] }) {
  const start = dates?.startDate ?? quote.startDate;
  const end = dates?.endDate ?? quote.endDate;
  return (
    <span data-quote-dates>
      <span className="whitespace-nowrap">{formatDay(start)}</span> to <span className="whitespace-nowrap">{formatDay(end)}</span>
      {dates && dates.changes > 0 && <span className="text-ink-muted"> (dates changed)</span>}
    </span>
  );
}

/** **Quote**: the quotes sent with their states, the trip link to copy, and the form for a new one. */
export function QuoteSection({ booking, account }: { booking: Booking; account: Account }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const today = useDeskToday();
  const returningFrom = useReturningFrom(booking);
  const departure = useBookingDeparture(booking);
  const credits = useCreditChoices(account.credits, open);
  const canQuote = !account.accepted && !account.cancellation && booking.status !== "cancelled" && !booking.erasedAt;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-money-quotes>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-sans text-base font-semibold">
          Quotes
        </h3>
        {canQuote && (
          <Button type="button" variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            Quote
          </Button>
        )}
      </div>
      {account.quotes.length === 0 ? (
        <p className="text-sm text-ink-muted">No quote sent yet.</p>
      ) : (
        <ul aria-label="Quotes sent" className="grid gap-1 text-sm">
          {[...account.quotes].reverse().map((q) => (
            <li key={q.id} data-quote={q.number} data-state={q.state} className={q.state === "replaced" || q.state === "expired" ? "text-ink-muted" : undefined}>
              <span className="font-semibold">Quote {q.number}</span> · <span className="whitespace-nowrap tabular-nums">{formatRupees(q.total)}</span> ·{" "}
              <QuoteDates quote={q} dates={q.state === "accepted" ? account.dates : null} /> ·{" "}
              <span className="font-semibold">{STATE_WORDS[q.state]}</span>
              {q.state === "open" && <> until {formatDay(q.validUntil)}</>}
            </li>
          ))}
        </ul>
      )}
      {account.tripUrl && (
        <div className="grid gap-1">
          <p className="text-sm font-semibold">Trip page</p>
          <div className="flex min-w-0 items-center gap-1">
            <a href={account.tripUrl} className="min-w-0 truncate text-sm text-teal underline underline-offset-4" data-trip-url>
              {account.tripUrl}
            </a>
            <CopyButton value={account.tripUrl} label="Copy the trip link" />
          </div>
        </div>
      )}
      {open && canQuote && (
        <QuoteForm
          bookingId={booking.id}
          tripType={booking.tripType}
          groupSize={booking.groupSizeAtLeast ? null : booking.groupSize}
          preferredDates={booking.preferredDates}
          today={today}
          returningFrom={returningFrom}
          credits={credits}
          onDone={() => setOpen(false)}
          programme={departure?.programme ?? booking.sourceProgramme}
          departure={departure?.status === "open" ? departure : null}
          privateRooms={booking.privateRoomsWished}
          hold={departure?.forBooking ? { departureId: departure.id, ...departure.forBooking } : null}
        />
      )}
    </section>
  );
}
