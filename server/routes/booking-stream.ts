import type { Request, RequestHandler } from "express";
import type { BookingEvents } from "../events/booking-events";

export const HEARTBEAT_MS = 25_000;
export const RETRY_MS = 3_000;

export interface StreamOptions {
  /** Whether the session that opened the stream is still signed in; asked at every heartbeat. */
  stillSignedIn?: (req: Request) => Promise<boolean>;
  heartbeatMs?: number;
}

/**
 * GET /api/admin/events: server-sent events, one `booking` event per new enquiry that is not
 * suspect. The heartbeat keeps proxies from closing an idle stream; `retry` tells the browser how
 * soon to reconnect after a restart. A stream outlives the request that opened it, so at each
 * heartbeat it checks that its session is still signed in, and ends when it is not (the browser's
 * reconnection then gets 401 and the desk says so).
 */
export function bookingStream(events: BookingEvents, opts: StreamOptions = {}): RequestHandler {
  const { stillSignedIn, heartbeatMs = HEARTBEAT_MS } = opts;
  return (req, res) => {
    res.status(200);
    res.set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // Proxies such as nginx would otherwise hold events back in their buffers.
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\n`);
    const heartbeat = setInterval(() => {
      res.write(": keep-alive\n\n");
      // A failed check (the database briefly away) keeps the stream; the next heartbeat asks again.
      stillSignedIn?.(req).then((live) => live || res.end(), () => {});
    }, heartbeatMs);
    const unsubscribe = events.subscribe({
      booking: (id) => res.write(`event: booking\ndata: ${JSON.stringify({ id })}\n\n`),
      end: () => res.end(),
    });
    res.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  };
}
