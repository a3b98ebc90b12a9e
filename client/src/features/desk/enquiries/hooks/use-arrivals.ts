import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { refreshMe } from "../../shell/api/me";
import { releasedHere } from "../released-here";
import { useBookingEvents } from "./use-booking-events";
import { toast } from "@/hooks/use-toast";
import { bookingKeys } from "../../api/booking-keys";
import { useTitleCount } from "./use-title-count";

/**
 * New enquiries announced by the server but not yet shown. They are only counted: the list is
 * left exactly as it is until `show` is called. One this desk released from Suspected spam is
 * already shown here, and is not counted.
 */
export function useArrivals(show: () => Promise<unknown>): { count: number; showArrivals: () => void } {
  const queryClient = useQueryClient();
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());

  useBookingEvents(
    (id) => {
      if (!releasedHere(id)) setIds((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
    },
    // The stream gave up for good (e.g. 401): ask who we are, which signs out if the session ended.
    () => void refreshMe(queryClient),
    // A visitor answered: say so, and refresh that booking (and its timeline) if it is open; the
    // list stays as it is, like for new enquiries.
    (id) => {
      toast({ title: "A visitor replied", description: `Booking ${id} awaits a reply again.` });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
    },
    // A follow-up came due: the counts (Follow-ups due) and that booking's timeline change.
    (id) => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
    },
    // A visitor accepted a quote: say so; the booking (now confirmed) with its account under it, and the counts, change.
    (id) => {
      toast({ title: "A quote was accepted", description: `Booking ${id} is confirmed; its payment schedule is set.` });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
    },
  );
  useTitleCount(ids.size);

  const showArrivals = useCallback(() => {
    setIds(new Set());
    void show();
  }, [show]);

  return { count: ids.size, showArrivals };
}
