import { useEffect } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { BookingSummary } from "@shared/api-types";
import type { BookingView } from "@shared/booking-views";
import type { DeskState } from "../../shell/desk-state";
import type { SetDeskState } from "../../shell/use-desk-state";
import { openingView } from "../opening-view";

/**
 * The view shown: the URL's, else the opening view once the counts are known (undefined until
 * then). An opening on Needs reply, or on All for a link to a booking, is written into the URL,
 * replacing the entry, so a reload or a shared link keeps it and closing the booking keeps the list.
 */
export function useOpeningView(state: DeskState, setState: SetDeskState, summary: UseQueryResult<BookingSummary>): BookingView | undefined {
  const counts = { done: !summary.isPending, needsReply: summary.data?.views?.["needs-reply"] };
  const byCounts = openingView(counts);
  const opening = openingView({ ...counts, opensBooking: state.id !== null });
  const view = state.view ?? opening;
  // All is written only where the counts alone would have opened another view.
  const write = opening !== byCounts || opening === "needs-reply";
  useEffect(() => {
    if (state.view === null && opening !== undefined && write) setState({ view: opening }, { replace: true });
  }, [state.view, opening, write, setState]);
  return view;
}
