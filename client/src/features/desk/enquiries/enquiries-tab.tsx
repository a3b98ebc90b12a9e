import { useCallback, useRef, useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BookingView } from "@shared/booking-views";
import { cn } from "@/lib/utils";
import type { DeskTabContext } from "../shell/desk-tabs";
import { serializeDeskState } from "../shell/desk-state";
import type { BookingFilters } from "../api/booking-filters";
import { bookingListQueryOptions } from "./api/booking-list";
import { bookingSummaryQueryOptions } from "./api/booking-summary";
import { BookingList } from "./components/booking-list";
import { BookingPanel } from "./components/booking-panel";
import { BookingSearch } from "./components/booking-search";
import { ExportLink } from "./components/export-link";
import { MailWarning } from "./components/mail-warning";
import { StatusFilter } from "./components/status-filter";
import { ViewFilter } from "./components/view-filter";
import { UnmatchedMail } from "./components/unmatched-mail";
import { Disclosure } from "../components/disclosure";
import { useDeskKeys } from "./hooks/use-desk-keys";
import { useListPlace } from "./hooks/use-list-place";
import { useMinWidth } from "./hooks/use-min-width";
import { useNow } from "./hooks/use-now";
import { useOpeningView } from "./hooks/use-opening-view";
import { neighbour } from "./neighbour";

/** At this width and up the list and the open enquiry sit side by side. */
const SIDE_BY_SIDE_PX = 1024;

/**
 * The enquiry inbox: the views as tabs, the search and the status filter, the list of rows, and the
 * open booking beside the list (its conversation, then its properties); on a phone the open booking
 * is a screen of its own. The keys of the desk work here.
 */
export function EnquiriesTab({ me, state, setState }: DeskTabContext) {
  // Counts are a convenience: if they fail the views still work without them (the desk opens on All).
  const summary = useQuery(bookingSummaryQueryOptions(state.q));
  const view = useOpeningView(state, setState, summary);
  const filters: BookingFilters = { view: view ?? "all", status: state.status, q: state.q };
  const list = useInfiniteQuery({ ...bookingListQueryOptions(filters), enabled: view !== undefined });
  const wide = useMinWidth(SIDE_BY_SIDE_PX);
  const now = useNow();
  const asScreen = !wide && state.id !== null;
  const rememberPlace = useListPlace(state.id, !wide);
  const [replyRequest, setReplyRequest] = useState(0);
  // The view a search started from: the search looks through every booking, and clearing it goes back.
  const searchedFrom = useRef<BookingView | null>(null);

  const onSearch = useCallback(
    (q: string) => {
      const searching = q.trim() !== "";
      if (searching && !state.q.trim() && view !== undefined && view !== "all") {
        searchedFrom.current = view;
        setState({ q, view: "all" }, { replace: true });
      } else if (!searching && searchedFrom.current) {
        setState({ q, view: searchedFrom.current }, { replace: true });
        searchedFrom.current = null;
      } else setState({ q }, { replace: true });
    },
    [setState, state.q, view],
  );
  const hrefOf = (v: BookingView) => serializeDeskState({ ...state, view: v }) || "?";
  const loaded = list.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (id: number) => {
    rememberPlace();
    setState({ id });
  };
  const close = () => setState({ id: null });
  const step = (delta: 1 | -1) => {
    const id = neighbour(loaded, state.id, delta);
    if (id === null) return;
    setState({ id });
    document.querySelector(`[data-open-booking="${id}"]`)?.scrollIntoView({ block: "nearest" });
  };
  // After Send reply, the view's next booking (read before the list refreshes without the answered one).
  const onSent = () => {
    if (me.openNextAfterSend === false) return;
    const next = neighbour(loaded, state.id, 1);
    if (next !== null && next !== state.id) setState({ id: next });
  };

  useDeskKeys({
    next: () => step(1),
    previous: () => step(-1),
    reply: () => setReplyRequest((n) => n + 1),
    search: () => {
      if (asScreen) close();
      // After a closed phone screen has shown the list again.
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>("[data-desk-search]")?.focus());
    },
    close: () => {
      if (state.id !== null) close();
    },
  });

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
        onSent={onSent}
        replyRequest={replyRequest}
        asScreen={asScreen}
      />
    ) : null;

  return (
    <div className="grid gap-1">
      {/* On a phone with a booking open the list stays, hidden, so Back finds it as it was. */}
      <div className={cn("grid gap-1.5", asScreen && "hidden")}>
        <MailWarning failed={summary.data?.mailFailed ?? 0} />
        <div className="grid gap-1">
          <ViewFilter value={view} onChange={(v) => setState({ view: v })} hrefOf={hrefOf} counts={summary.data?.views} capped={summary.data?.capped} />
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

      <div className={cn("grid gap-4 lg:items-start", wide && panel && "lg:grid-cols-[26rem_minmax(0,1fr)] lg:gap-4")}>
        <div className={cn("grid min-w-0 gap-3", asScreen && "hidden")} data-desk-list>
          <BookingList
            list={list}
            filtered={view !== "all" || state.status !== "all" || state.q.trim() !== ""}
            now={now}
            selectedId={state.id}
            compact={wide && panel !== null}
            onOpen={open}
          />
          <Disclosure title="Unmatched mail">
            <UnmatchedMail />
          </Disclosure>
        </div>

        {panel && (
          // Beside the list the open booking stays in view, scrolling on its own. The wrapper stays
          // when the window narrows past the side-by-side width (a tablet turned, a window resized),
          // so the booking is not mounted afresh and a reply being written is kept.
          <div className={wide ? "sticky top-2 max-h-[calc(100vh-1rem)] min-w-0 overflow-y-auto rounded-card" : "min-w-0"} data-desk-panel={wide || undefined}>
            {panel}
          </div>
        )}
      </div>
    </div>
  );
}
