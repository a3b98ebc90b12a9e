import { createHash } from "node:crypto";
import type { PublicDeparture } from "@shared/departures";
import { toCardDeparture } from "@shared/departures/card-departure";
import { sharedBody, type SharedBody } from "../http/precompressed";
import { todayIn } from "@shared/money";
import type { Clock } from "../core/clock";

/** How long one read of the open departures serves the site; a change in another process shows within this. */
export const PUBLIC_DEPARTURES_TTL_MS = 15_000;

export interface DepartureSnapshot {
  /** Changes whenever the list does, so pages rendered from it can be cached by it. */
  version: string;
  list: PublicDeparture[];
  byProgramme: Map<string, PublicDeparture[]>;
  /** GET /api/departures's body, made once per read: the list, and each programme's. */
  json(programme?: string): SharedBody;
  /** GET /api/departures/cards's body: every programme's departures as their cards print them. */
  cards(): SharedBody;
}

export interface PublicDepartures {
  current(): Promise<DepartureSnapshot>;
  /** A change made in this process: the next read goes to the database. */
  invalidate(): void;
}

/**
 * The open upcoming departures as the site shows them, read at most once per TTL whatever the
 * traffic: the catalogue pages and GET /api/departures share one read. Requests that arrive while
 * it is being read wait for that read.
 */
export function publicDepartures(read: (today: string) => Promise<PublicDeparture[]>, o: { timeZone: string; clock: Clock; ttlMs?: number }): PublicDepartures {
  const ttl = o.ttlMs ?? PUBLIC_DEPARTURES_TTL_MS;
  let cached: { at: number; today: string; snapshot: Promise<DepartureSnapshot> } | undefined;

  async function load(today: string): Promise<DepartureSnapshot> {
    const list = await read(today);
    const byProgramme = new Map<string, PublicDeparture[]>();
    for (const d of list) {
      const same = byProgramme.get(d.programme);
      if (same) same.push(d);
      else byProgramme.set(d.programme, [d]);
    }
    const text = JSON.stringify(list);
    const version = createHash("sha256").update(today).update(text).digest("base64url").slice(0, 16);
    const all = sharedBody(text);
    const bodies = new Map<string, SharedBody>();
    const json = (programme?: string) => {
      if (programme === undefined) return all;
      let body = bodies.get(programme);
      if (body === undefined) bodies.set(programme, (body = sharedBody(JSON.stringify(byProgramme.get(programme) ?? []))));
      return body;
    };
    let cards: SharedBody | undefined;
    const cardsJson = () => (cards ??= sharedBody(JSON.stringify(Object.fromEntries([...byProgramme].map(([p, l]) => [p, l.map(toCardDeparture)])))));
    return { version, list, byProgramme, json, cards: cardsJson };
  }

  return {
    current() {
      const now = Date.now();
      const today = todayIn(o.timeZone, o.clock.now());
      if (!cached || now - cached.at >= ttl || cached.today !== today) {
        const snapshot = load(today);
        cached = { at: now, today, snapshot };
        snapshot.catch(() => {
          if (cached?.snapshot === snapshot) cached = undefined;
        });
      }
      return cached.snapshot;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
