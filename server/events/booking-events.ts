import type { Database } from "../db";
import type { Logger } from "../logger";

/** The channel every process NOTIFYs on when it stores an enquiry that is not suspect: payload {"id": n}. */
export const BOOKINGS_CHANNEL = "bookings";

export interface BookingSubscriber {
  booking(id: number): void;
  /** The hub is closing (the process shuts down): end the stream. */
  end(): void;
}

export interface BookingEvents {
  /** Resolves once the process listens, so a NOTIFY from then on reaches every subscriber. */
  ready: Promise<void>;
  subscribe(subscriber: BookingSubscriber): () => void;
  subscriberCount(): number;
  /** Stops listening and ends every subscriber's stream. */
  close(): Promise<void>;
}

/** The booking id of a NOTIFY payload, or undefined for anything else. */
export function parseBookingPayload(payload: string): number | undefined {
  try {
    const id = (JSON.parse(payload) as { id?: unknown } | null)?.id;
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One LISTEN per process, however many desks are open: every open event stream subscribes here,
 * and each notification fans out to all of them in memory.
 */
export function createBookingEvents(database: Pick<Database, "listen">, logger?: Logger): BookingEvents {
  const subscribers = new Set<BookingSubscriber>();
  const onPayload = (payload: string) => {
    const id = parseBookingPayload(payload);
    if (id === undefined) return void logger?.warn({ payload }, "ignored a malformed bookings notification");
    for (const s of subscribers) s.booking(id);
  };
  const listening = database.listen(BOOKINGS_CHANNEL, onPayload);
  // A failure to listen is reported by `ready`; it must not crash the process as an unhandled rejection.
  listening.catch((err) => logger?.error({ err }, "listening for new bookings failed"));

  return {
    ready: listening.then(() => undefined),
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    subscriberCount: () => subscribers.size,
    async close() {
      for (const s of [...subscribers]) s.end();
      subscribers.clear();
      const unlisten = await listening.catch(() => undefined);
      await unlisten?.().catch(() => {});
    },
  };
}
