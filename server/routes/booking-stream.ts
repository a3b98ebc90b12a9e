import type { Request, RequestHandler } from "express";
import type { BookingEvents } from "../events/booking-events";

export const HEARTBEAT_MS = 25_000;
export const RETRY_MS = 3_000;
/** At most this many missed enquiries are sent to a desk that reconnects; the rest show on its next refresh. */
export const CATCH_UP_LIMIT = 200;

/** The id a reconnecting browser last received (its Last-Event-ID header), when it is one of ours. */
export function lastEventId(header: unknown): number | undefined {
  return typeof header === "string" && /^[1-9][0-9]{0,14}$/.test(header) ? Number(header) : undefined;
}

export interface StreamOptions {
  /** Whether the session that opened the stream is still signed in; asked at every heartbeat. */
  stillSignedIn?: (req: Request) => Promise<boolean>;
  heartbeatMs?: number;
  /** Ids of the enquiries that are not suspect after a given one, oldest first (to catch up a reconnecting desk). */
  missedAfter?: (afterId: number, limit: number) => Promise<number[]>;
}

/**
 * GET /api/admin/events: server-sent events, one `booking` event per new enquiry that is not
 * suspect. The heartbeat keeps proxies from closing an idle stream; `retry` tells the browser how
 * soon to reconnect after a restart. A stream outlives the request that opened it, so it checks
 * that its session is still signed in at each heartbeat and at once whenever any process says
 * sessions of its account ended, and ends when it is not (the browser's reconnection then gets 401
 * and the desk says so).
 *
 * Each event carries the booking's id as its SSE id, so a browser that reconnects says which one it
 * saw last (Last-Event-ID) and is first sent the enquiries stored in between, by whichever process.
 * An id only moves forward: an event older than one already sent goes without one, so the
 * browser's Last-Event-ID never goes back. An enquiry whose commit was overtaken by a later one's
 * in the same instant the connection dropped can still be missed until the desk next refreshes.
 */
export function bookingStream(events: BookingEvents, opts: StreamOptions = {}): RequestHandler {
  const { stillSignedIn, heartbeatMs = HEARTBEAT_MS, missedAfter } = opts;
  return (req, res) => {
    res.status(200);
    res.set({
      "Content-Type": "text/event-stream; charset=utf-8",
      // Proxies such as nginx would otherwise hold events back in their buffers.
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\n`);
    // A failed check (the database briefly away) keeps the stream; the next heartbeat asks again.
    const check = () => void stillSignedIn?.(req).then((live) => live || res.end(), () => {});
    const heartbeat = setInterval(() => {
      res.write(": keep-alive\n\n");
      check();
    }, heartbeatMs);
    const after = missedAfter ? lastEventId(req.headers["last-event-id"]) : undefined;
    let newest = after ?? 0;
    // While catching up, an enquiry can arrive both live and in the catch-up query: it is sent once.
    let sent: Set<number> | undefined = after === undefined ? undefined : new Set();
    const send = (id: number) => {
      if (sent) {
        if (sent.has(id)) return;
        sent.add(id);
      }
      const idLine = id > newest ? `id: ${id}\n` : "";
      newest = Math.max(newest, id);
      res.write(`${idLine}event: booking\ndata: ${JSON.stringify({ id })}\n\n`);
    };
    // Subscribed before catching up, so nothing stored in between is lost.
    const userId = req.session?.userId;
    // A reply carries no SSE id: Last-Event-ID counts enquiries only.
    const reply = (id: number) => void res.write(`event: reply\ndata: ${JSON.stringify({ id })}\n\n`);
    const followUp = (id: number) => void res.write(`event: follow-up\ndata: ${JSON.stringify({ id })}\n\n`);
    const accepted = (id: number) => void res.write(`event: accepted\ndata: ${JSON.stringify({ id })}\n\n`);
    const unsubscribe = events.subscribe({
      booking: send,
      reply,
      followUp,
      accepted,
      end: () => res.end(),
      // A session that ended anywhere (sign-out, password change, disabled, a new requirement) closes its stream now.
      sessionsEnded: (who) => {
        if (who === "all" || who === userId) check();
      },
    });
    if (after !== undefined && missedAfter) {
      missedAfter(after, CATCH_UP_LIMIT).then(
        (ids) => {
          if (!res.writableEnded) ids.forEach(send);
          sent = undefined;
        },
        (err: unknown) => {
          // The live events go on; what was missed shows at the desk's next refresh.
          sent = undefined;
          req.log.warn({ err }, "catching up a reconnected event stream failed");
        },
      );
    }
    res.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  };
}
