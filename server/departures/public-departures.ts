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
 * The open upcoming departures as the site shows them: the catalogue pages and GET /api/departures
 * share one read. With `version` (storage.departures.placesVersion, moved on in the transaction of
 * every change of places, whichever process made it), each request asks it first and the read is
 * made again only when it moved, so what a visitor reads follows every change; without it, the read
 * serves for a TTL. Requests that arrive while it is being read wait for that read.
 */
export function publicDepartures(
  read: (today: string) => Promise<PublicDeparture[]>,
  o: { timeZone: string; clock: Clock; ttlMs?: number; version?: () => Promise<string> },
): PublicDepartures {
  const ttl = o.ttlMs ?? PUBLIC_DEPARTURES_TTL_MS;
  let cached: { at: number; today: string; version?: string; snapshot: Promise<DepartureSnapshot> } | undefined;
  const version = o.version && askedAfterArrival(o.version);

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

  function reload(today: string, at: number, v?: string) {
    const snapshot = load(today);
    const entry = { at, today, version: v, snapshot };
    cached = entry;
    snapshot.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return snapshot;
  }

  return {
    async current() {
      const today = todayIn(o.timeZone, o.clock.now());
      if (version) {
        // Asked before the read, so the read is at least as new as the version it is kept under.
        const v = await version();
        return cached && cached.version === v && cached.today === today ? cached.snapshot : reload(today, Date.now(), v);
      }
      const now = Date.now();
      return cached && now - cached.at < ttl && cached.today === today ? cached.snapshot : reload(today, now);
    },
    invalidate() {
      cached = undefined;
    },
  };
}

/**
 * One question to the database serves every request that arrived before it was asked: a request
 * arriving while one is out waits for the next, so its answer is never older than the request.
 */
function askedAfterArrival(ask: () => Promise<string>): () => Promise<string> {
  let out: Promise<string> | undefined;
  let next: Promise<string> | undefined;
  const start = (): Promise<string> => {
    const p = ask();
    out = p;
    const done = () => {
      if (out === p) out = undefined;
    };
    p.then(done, done);
    return p;
  };
  return () => {
    if (!out) return start();
    next ??= out.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
