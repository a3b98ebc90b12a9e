import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DEFAULT_TAB } from "../../shell/desk-state";
import { useDeskState } from "../../shell/use-desk-state";
import { bookingKeys } from "../../api/booking-keys";
import { useArrivals } from "../hooks/use-arrivals";
import { ArrivalsBanner } from "./arrivals-banner";

/**
 * New enquiries, counted on every tab of the desk. "Show" goes to the enquiries and refreshes
 * the lists and counts; until then nothing on screen changes but the banner and the title.
 */
export function LiveArrivals() {
  const queryClient = useQueryClient();
  const [, setState] = useDeskState();
  const show = useCallback(() => {
    setState({ tab: DEFAULT_TAB });
    // Invalidate rather than refetch: the shown list refetches now, other views when next opened.
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.summary() }),
    ]);
  }, [queryClient, setState]);
  const { count, showArrivals } = useArrivals(show);
  return <ArrivalsBanner count={count} onShow={showArrivals} />;
}
