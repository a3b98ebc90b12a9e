import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Where the list was when a booking was opened, to come back to it when the booking is closed
 * (by its Back or Close, or the browser's Back): the page's scroll position when the booking took
 * the whole screen, and the focus on the row that opened it. Returns what to call on opening.
 */
export function useListPlace(openId: number | null, restoreScroll: boolean): () => void {
  const savedY = useRef<number | null>(null);
  const last = useRef(openId);
  useLayoutEffect(() => {
    const closed = last.current;
    last.current = openId;
    if (openId !== null || closed === null) return;
    const y = restoreScroll ? savedY.current : null;
    savedY.current = null;
    if (y !== null) window.scrollTo(0, y);
    document.querySelector<HTMLElement>(`[data-open-booking="${closed}"]`)?.focus({ preventScroll: y !== null });
  }, [openId, restoreScroll]);
  return useCallback(() => {
    savedY.current = window.scrollY;
  }, []);
}
