import type { Database } from "../db";
import { BOOKINGS_CHANNEL, SESSIONS_CHANNEL } from "../db/channels";
import { listen } from "./listen";
import type { Logger } from "../core/logger";

/** Whose sessions may have ended: one account's, or everyone's. */
export type SessionsEnded = number | "all";

export interface BookingSubscriber {
  booking(id: number): void;
  /** Sessions may have ended: a stream of that account (or any, for "all") checks its own at once. */
  sessionsEnded?(who: SessionsEnded): void;
  /** A visitor's e-mail arrived on this booking. */
  reply?(id: number): void;
  /** This booking's follow-up came due. */
  followUp?(id: number): void;
  /** The visitor accepted this booking's quote on the trip page. */
  accepted?(id: number): void;
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

/**
 * A NOTIFY payload: a new enquiry `{"id": n}`, a visitor's reply `{"id": n, "event": "reply"}`, a
 * follow-up come due `{"id": n, "event": "follow-up"}`, or a quote accepted `{"id": n, "event": "accepted"}`.
 */
export function parseBookingEvent(payload: string): { id: number; event: "booking" | "reply" | "follow-up" | "accepted" } | undefined {
  try {
    const p = JSON.parse(payload) as { id?: unknown; event?: unknown } | null;
    const id = p?.id;
    if (!(typeof id === "number" && Number.isSafeInteger(id) && id > 0)) return undefined;
    return { id, event: p?.event === "reply" || p?.event === "follow-up" || p?.event === "accepted" ? p.event : "booking" };
  } catch {
    return undefined;
  }
}

/** The account of a sessions notification, "all", or undefined for anything else. */
export function parseSessionsPayload(payload: string): SessionsEnded | undefined {
  try {
    const p = JSON.parse(payload) as { userId?: unknown; all?: unknown } | null;
    if (p?.all === true) return "all";
    const id = p?.userId;
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One LISTEN per process, however many desks are open: every open event stream subscribes here,
 * and each notification fans out to all of them in memory.
 */
export function createBookingEvents(database: Pick<Database, "notifications">, logger?: Logger): BookingEvents {
  const subscribers = new Set<BookingSubscriber>();
  const onPayload = (payload: string) => {
    const e = parseBookingEvent(payload);
    if (e === undefined) return void logger?.warn({ payload }, "ignored a malformed bookings notification");
    for (const s of subscribers) {
      if (e.event === "reply") s.reply?.(e.id);
      else if (e.event === "follow-up") s.followUp?.(e.id);
      else if (e.event === "accepted") s.accepted?.(e.id);
      else s.booking(e.id);
    }
  };
  const onSessions = (payload: string) => {
    const who = parseSessionsPayload(payload);
    if (who === undefined) return void logger?.warn({ payload }, "ignored a malformed sessions notification");
    for (const s of subscribers) s.sessionsEnded?.(who);
  };
  const listenings = [listen(database, BOOKINGS_CHANNEL, onPayload), listen(database, SESSIONS_CHANNEL, onSessions)];
  const listening = Promise.all(listenings);
  // A failure to listen is reported by `ready`; it must not crash the process as an unhandled rejection.
  listening.catch((err) => logger?.error({ err }, "listening for new bookings or ended sessions failed"));

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
      for (const l of listenings) {
        const unlisten = await l.catch(() => undefined);
        await unlisten?.().catch(() => {});
      }
    },
  };
}
