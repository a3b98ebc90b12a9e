import { useInfiniteQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { bookingListQueryOptions, type BookingFilters } from "@/lib/api/bookings";
import { Spinner } from "@/components/ui/spinner";
import { BookingCard } from "./booking-card";
import { ErrorState } from "./error-state";
import { Pager } from "./pager";
import { useSignOutOn401 } from "./use-sign-out-on-401";

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-card border border-dashed border-ink/20 bg-sand px-6 py-12 text-center">
      <Inbox className="mx-auto mb-3 h-8 w-8 text-ink-muted" aria-hidden="true" />
      <h2 className="font-sans text-xl font-semibold">{filtered ? "No matching bookings" : "No bookings yet"}</h2>
      <p className="mt-1 text-base text-ink-muted">
        {filtered
          ? "Try another status or a different search."
          : "Booking inquiries will appear here once submitted"}
      </p>
    </div>
  );
}

export function BookingList({ filters }: { filters: BookingFilters }) {
  const list = useInfiniteQuery(bookingListQueryOptions(filters));
  useSignOutOn401(list.error);

  if (list.isPending) return <Spinner label="Loading bookings" />;
  if (list.isError) {
    return (
      <ErrorState
        title="We couldn't load the bookings."
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const bookings = list.data.pages.flatMap((page) => page.items);
  if (bookings.length === 0) return <EmptyState filtered={filters.status !== "all" || filters.q.trim() !== ""} />;

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-label="Bookings">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} />
          </li>
        ))}
      </ul>
      <Pager
        shown={bookings.length}
        total={list.data.pages[0]?.total ?? null}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
