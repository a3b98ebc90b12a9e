import { useCallback } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { DeskTabContext } from "../shell/desk-tabs";
import type { BookingFilters } from "./api/booking-filters";
import { bookingListQueryOptions } from "./api/booking-list";
import { bookingSummaryQueryOptions } from "./api/booking-summary";
import { BookingList } from "./components/booking-list";
import { BookingPanel } from "./components/booking-panel";
import { BookingSearch } from "./components/booking-search";
import { ExportLink } from "./components/export-link";
import { MailWarning } from "./components/mail-warning";
import { StatusFilter } from "./components/status-filter";
import { ViewFilter } from "./components/view-filter";
import { SavedReplies } from "./components/saved-replies";
import { UnmatchedMail } from "./components/unmatched-mail";
import { Disclosure } from "../components/disclosure";
import { useMinWidth } from "./hooks/use-min-width";
import { useNow } from "./hooks/use-now";

/** At this width and up the list and the open enquiry sit side by side. */
const SIDE_BY_SIDE_PX = 1024;

/** The enquiry inbox: views and filters on top, the list, and the open enquiry beside or below it. */
export function EnquiriesTab({ me, state, setState }: DeskTabContext) {
  const filters: BookingFilters = { view: state.view, status: state.status, q: state.q };
  // Counts are a convenience: if they fail the views still work without them.
  const summary = useQuery(bookingSummaryQueryOptions());
  const list = useInfiniteQuery(bookingListQueryOptions(filters));
  const wide = useMinWidth(SIDE_BY_SIDE_PX);
  const now = useNow();

  const onSearch = useCallback((q: string) => setState({ q }, { replace: true }), [setState]);
  const loaded = list.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (id: number) => setState({ id });
  const close = () => setState({ id: null });
  const panel = (fromList = loaded.find((b) => b.id === state.id)) =>
    state.id !== null && (
      <BookingPanel key={state.id} bookingId={state.id} fromList={fromList} me={me} now={now} onClose={close} onReleased={() => setState({ view: "all" })} scrollIntoView={!wide} />
    );
  // On a phone the details open under their card; one that is not in the list opens above it.
  const openAbove = list.isSuccess && !loaded.some((b) => b.id === state.id);

  return (
    <div className="grid gap-4">
      <MailWarning failed={summary.data?.mailFailed ?? 0} />
      <div className="grid gap-3 rounded-card border border-ink/10 bg-white p-4">
        <ViewFilter value={state.view} onChange={(view) => setState({ view })} counts={summary.data?.views} />
        <StatusFilter value={state.status} onChange={(status) => setState({ status })} summary={summary.data} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <BookingSearch value={state.q} onChange={onSearch} />
          </div>
          <ExportLink filters={filters} />
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Disclosure title="Unmatched mail">
            <UnmatchedMail openBookingId={state.id} />
          </Disclosure>
          {me.role === "admin" && (
            <Disclosure title="Saved replies">
              <SavedReplies />
            </Disclosure>
          )}
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-2 lg:gap-5 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        {/* Each column scrolls on its own at desk width, so the open enquiry stays in view. */}
        <div className="lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:pr-1" data-desk-list>
          {!wide && openAbove && <div className="mb-3">{panel()}</div>}
          <BookingList
            list={list}
            filtered={state.view !== "all" || state.status !== "all" || state.q.trim() !== ""}
            now={now}
            selectedId={state.id}
            onOpen={open}
            renderInline={wide ? undefined : (b) => panel(b)}
          />
        </div>
        {wide && (
          <div className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto" data-desk-panel>
            {panel() || (
              <p className="rounded-card border border-dashed border-ink/20 p-6 text-center text-base text-ink-muted">
                Choose an enquiry to see its details and timeline.
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
