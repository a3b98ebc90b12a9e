import { useEffect, useLayoutEffect, useRef } from "react";
import { apiPaths } from "@shared/api-paths";

/**
 * Listens for new enquiries over server-sent events. The browser reconnects by itself after a
 * dropped connection or a server restart (the server asks for a 3 s retry) and says which event it
 * saw last, so the server first sends what was stored in between; each id is passed on once. When
 * the browser gives up for good (readyState CLOSED: e.g. a 401 after the session ended) we stop too
 * and say so once. Nothing is polled.
 */
export function useBookingEvents(
  onBooking: (id: number) => void,
  onClosed?: () => void,
  onReply?: (id: number) => void,
  onFollowUp?: (id: number) => void,
  onAccepted?: (id: number) => void,
): void {
  const handlers = useRef({ onBooking, onClosed, onReply, onFollowUp, onAccepted });
  // The stream stays open across renders; it calls whatever handlers the latest render gave.
  useLayoutEffect(() => {
    handlers.current = { onBooking, onClosed, onReply, onFollowUp, onAccepted };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(apiPaths.deskEvents.href(), { withCredentials: true });
    const seen = new Set<number>();
    source.addEventListener("booking", (event) => {
      try {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: unknown };
        if (typeof id !== "number" || seen.has(id)) return;
        seen.add(id);
        handlers.current.onBooking(id);
      } catch {
        // A malformed event is ignored; the next one or a manual refresh still shows the enquiry.
      }
    });
    // A visitor's e-mail on a booking: every reply is announced (no id, so nothing to skip).
    source.addEventListener("reply", (event) => {
      try {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: unknown };
        if (typeof id === "number") handlers.current.onReply?.(id);
      } catch {
        // Ignored like a malformed booking event.
      }
    });
    // A booking's follow-up came due: Follow-ups due counts it.
    source.addEventListener("follow-up", (event) => {
      try {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: unknown };
        if (typeof id === "number") handlers.current.onFollowUp?.(id);
      } catch {
        // Ignored like a malformed booking event.
      }
    });
    // A visitor accepted a quote on their trip page: the booking is confirmed with a schedule.
    source.addEventListener("accepted", (event) => {
      try {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: unknown };
        if (typeof id === "number") handlers.current.onAccepted?.(id);
      } catch {
        // Ignored like a malformed booking event.
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
