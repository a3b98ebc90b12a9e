import { useCallback } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BookingView } from "@shared/booking-views";
import { cn } from "@/lib/utils";
import type { DeskTabContext } from "../shell/desk-tabs";
import { serializeDeskState } from "../shell/desk-state";
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
import { useListPlace } from "./hooks/use-list-place";
import { useMinWidth } from "./hooks/use-min-width";
import { useNow } from "./hooks/use-now";
import { useOpeningView } from "./hooks/use-opening-view";

/** At this width and up the list and the open enquiry sit side by side. */
const SIDE_BY_SIDE_PX = 1024;

/**
 * The enquiry inbox: the views as tabs, the search and the status filter, the list of compact
 * rows, and the open enquiry beside the list; on a phone the open enquiry is a screen of its own.
 */
export function EnquiriesTab({ me, state, setState }: DeskTabContext) {
  // Counts are a convenience: if they fail the views still work without them (the desk opens on All).
  const summary = useQuery(bookingSummaryQueryOptions());
  const view = useOpeningView(state, setState, summary);
  const filters: BookingFilters = { view: view ?? "all", status: state.status, q: state.q };
  const list = useInfiniteQuery({ ...bookingListQueryOptions(filters), enabled: view !== undefined });
  const wide = useMinWidth(SIDE_BY_SIDE_PX);
  const now = useNow();
  const asScreen = !wide && state.id !== null;
  const rememberPlace = useListPlace(state.id, !wide);

  const onSearch = useCallback((q: string) => setState({ q }, { replace: true }), [setState]);
  const hrefOf = (v: BookingView) => serializeDeskState({ ...state, view: v }) || "?";
  const loaded = list.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (id: number) => {
    rememberPlace();
    setState({ id });
  };
  const close = () => setState({ id: null });

  const panel =
    state.id !== null ? (
      <BookingPanel
        key={state.id}
        bookingId={state.id}
        fromList={loaded.find((b) => b.id === state.id)}
        me={me}
        now={now}
        onClose={close}
        onReleased={() => setState({ view: "all" })}
        asScreen={asScreen}
      />
    ) : null;

  return (
    <div className="grid gap-3">
      {/* On a phone with a booking open the list stays, hidden, so Back finds it as it was. */}
      <div className={cn("grid gap-3", asScreen && "hidden")}>
        <MailWarning failed={summary.data?.mailFailed ?? 0} />
        <div className="grid gap-2 rounded-card border border-ink/10 bg-white px-3 pb-2 pt-0.5">
          <ViewFilter value={view} onChange={(v) => setState({ view: v })} hrefOf={hrefOf} counts={summary.data?.views} />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <BookingSearch value={state.q} onChange={onSearch} />
            </div>
            <div className="flex gap-2">
              <div className="min-w-0 flex-1">
                <StatusFilter value={state.status} onChange={(status) => setState({ status })} summary={summary.data} />
              </div>
              <ExportLink filters={filters} />
            </div>
          </div>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem] lg:items-start lg:gap-5">
        <div className={cn("grid min-w-0 gap-3", asScreen && "hidden")} data-desk-list>
          <BookingList
            list={list}
            filtered={view !== "all" || state.status !== "all" || state.q.trim() !== ""}
            now={now}
            selectedId={state.id}
            onOpen={open}
          />
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

        {wide ? (
          // The open enquiry stays in view beside the list, scrolling on its own.
          <div className="sticky top-4 max-h-[calc(100vh-2rem)] min-w-0 overflow-y-auto" data-desk-panel>
            {panel ?? (
              <p className="rounded-card border border-dashed border-ink/20 p-6 text-center text-base text-ink-muted">
                Choose an enquiry to see its details and timeline.
              </p>
            )}
          </div>
        ) : (
          panel
        )}
      </div>
    </div>
  );
}
