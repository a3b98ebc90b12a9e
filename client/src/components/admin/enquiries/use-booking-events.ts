import { useEffect, useLayoutEffect, useRef } from "react";

export const EVENTS_URL = "/api/admin/events";

/**
 * Listens for new enquiries over server-sent events. The browser reconnects by itself after a
 * dropped connection or a server restart (the server asks for a 3 s retry); when it gives up for
 * good (readyState CLOSED: e.g. a 401 after the session ended) we stop too and say so once.
 * Nothing is polled.
 */
export function useBookingEvents(onBooking: (id: number) => void, onClosed?: () => void): void {
  const handlers = useRef({ onBooking, onClosed });
  // The stream stays open across renders; it calls whatever handlers the latest render gave.
  useLayoutEffect(() => {
    handlers.current = { onBooking, onClosed };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_URL, { withCredentials: true });
    source.addEventListener("booking", (event) => {
      try {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: unknown };
        if (typeof id === "number") handlers.current.onBooking(id);
      } catch {
        // A malformed event is ignored; the next one or a manual refresh still shows the enquiry.
      }
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        handlers.current.onClosed?.();
      }
    };
    return () => source.close();
  }, []);
}
