import type { KeyboardEvent } from "react";
import type { UseInfiniteQueryResult, InfiniteData } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { QueryView } from "../../components/query-view";
import type { BookingPage } from "../api/booking-list";
import { BookingCard } from "./booking-card";
import { PinnedBooking } from "./pinned-booking";
import { Pager } from "./pager";

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-card border border-dashed border-ink/20 bg-sand px-6 py-12 text-center">
      <Inbox className="mx-auto mb-3 h-8 w-8 text-ink-muted" aria-hidden="true" />
      <h2 className="font-sans text-xl font-semibold">{filtered ? "No matching bookings" : "No bookings yet"}</h2>
      <p className="mt-1 text-base text-ink-muted">
        {filtered ? "Try another view, status or search." : "Booking inquiries will appear here once submitted"}
      </p>
    </div>
  );
}

/** Up and down arrows step between the enquiries' open buttons; Tab works as well. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-open-booking]"));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  buttons[Math.min(Math.max(at + (event.key === "ArrowDown" ? 1 : -1), 0), buttons.length - 1)]?.focus();
}

interface BookingListProps {
  list: UseInfiniteQueryResult<InfiniteData<BookingPage>>;
  filtered: boolean;
  now: Date;
  selectedId: number | null;
  /** The list is a narrow column beside an open booking: rows leave out what the booking shows. */
  compact?: boolean;
  onOpen: (id: number) => void;
}

/** The open booking is always in sight: pinned above the rows when they do not hold it. */
function withPinned(selectedId: number | null, bookings: { id: number }[], now: Date, compact: boolean | undefined) {
  return selectedId !== null && !bookings.some((b) => b.id === selectedId) ? <PinnedBooking id={selectedId} now={now} compact={compact} /> : null;
}

export function BookingList({ list, ...shown }: BookingListProps) {
  return (
    <QueryView query={list} loading="Loading bookings" failed="We couldn't load the bookings.">
      {(data) => <LoadedList list={list} pages={data.pages} {...shown} />}
    </QueryView>
  );
}

function LoadedList({ list, pages, filtered, now, selectedId, compact, onOpen }: BookingListProps & { pages: BookingPage[] }) {
  const bookings = pages.flatMap((page) => page.items);
  const pinned = withPinned(selectedId, bookings, now, compact);
  if (bookings.length === 0)
    return (
      <div className="grid gap-3">
        {pinned}
        <EmptyState filtered={filtered} />
      </div>
    );

  return (
    <div className="grid gap-3">
      {pinned}
      {/* Arrow keys move between the rows inside: their key events bubble up to the list. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="divide-y divide-ink/10 overflow-hidden rounded-card border border-ink/10 bg-white" aria-label="Bookings" onKeyDown={moveFocus}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} now={now} selected={booking.id === selectedId} compact={compact} onOpen={() => onOpen(booking.id)} />
          </li>
        ))}
      </ul>
      <Pager
        shown={bookings.length}
        total={pages[0]?.total ?? null}
        totalCapped={pages[0]?.totalCapped}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
