import { useEffect } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { BookingSummary } from "@shared/api-types";
import type { BookingView } from "@shared/booking-views";
import type { DeskState } from "../../shell/desk-state";
import type { SetDeskState } from "../../shell/use-desk-state";
import { openingView } from "../opening-view";

/**
 * The view shown: the URL's, else the opening view once the counts are known (undefined until
 * then). An opening on Needs reply is written into the URL, replacing the entry, so a reload or a
 * shared link keeps it.
 */
export function useOpeningView(state: DeskState, setState: SetDeskState, summary: UseQueryResult<BookingSummary>): BookingView | undefined {
  const opening = openingView({ done: !summary.isPending, needsReply: summary.data?.views?.["needs-reply"] });
  const view = state.view ?? opening;
  useEffect(() => {
    if (state.view === null && opening === "needs-reply") setState({ view: opening }, { replace: true });
  }, [state.view, opening, setState]);
  return view;
}
