import { LRUCache } from "lru-cache";
import { sharedBody, type SharedBody } from "../http/precompressed";

/** Everything that changes a finished page's bytes, and nothing else. */
export interface BodyKey {
  /** The route's path (`/retreats`). */
  path: string;
  /**
   * The query reduced to what the page understands ("" for none), never the raw query: unknown or
   * repeated parameters reduce to the same key, so a hostile query string can't widen the key space.
   */
  search: string;
  /** The published programmes' version (catalogue-records.ts). */
  programmes: string;
  /** The open departures' version (departures/public-departures.ts); "" for a page without them. */
  departures: string;
  /** The site's base URL written into the page. */
  base: string;
}

/** A page as served: its HTML, and the body that sends it (its bytes and gzip, each made once). */
export interface FinishedBody {
  html: string;
  body: SharedBody;
}

export interface FinishedBodies {
  /**
   * The body kept under the key; else the one `make` finishes, kept at once as a promise so that
   * requests for the same key arriving meanwhile wait for that one make. A make that fails is
   * forgotten (the next request makes it again); one that answers null (nothing to serve in place
   * of the built page) is kept like a body, since the same key makes the same answer.
   */
  get(key: BodyKey, make: () => Promise<string | null>): Promise<FinishedBody | null>;
}

/** The finished bodies of one kind of page, at most `max` of them, the least recently asked for evicted first. */
export function finishedBodies(max: number): FinishedBodies {
  const bodies = new LRUCache<string, Promise<FinishedBody | null>>({ max });
  return {
    get(key, make) {
      const k = JSON.stringify([key.path, key.search, key.programmes, key.departures, key.base]);
      const kept = bodies.get(k);
      if (kept) return kept;
      const made = (async () => {
        const html = await make();
        return html === null ? null : { html, body: sharedBody(html) };
      })();
      bodies.set(k, made);
      made.catch(() => {
        if (bodies.peek(k) === made) bodies.delete(k);
      });
      return made;
    },
  };
}
