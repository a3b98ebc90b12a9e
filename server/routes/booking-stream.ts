import type { RequestHandler } from "express";
import type { BookingEvents } from "../events/booking-events";

export const HEARTBEAT_MS = 25_000;
export const RETRY_MS = 3_000;

/**
 * GET /api/admin/events: server-sent events, one `booking` event per new enquiry that is not
 * suspect. The heartbeat keeps proxies from closing an idle stream; `retry` tells the browser how
 * soon to reconnect after a restart.
 */
export function bookingStream(events: BookingEvents): RequestHandler {
  return (_req, res) => {
    res.status(200);
    res.set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // Proxies such as nginx would otherwise hold events back in their buffers.
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\n`);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
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
