import { createHash } from "node:crypto";
import type { CatalogueCards } from "@shared/catalogue/page-data";

/**
 * How long one look at the programmes serves the site. A change made in the desk, in this process
 * or another, is on its catalogue's first-served HTML within this (the contract allows 60 seconds).
 */
export const CATALOGUE_RECORDS_TTL_MS = 10_000;

/**
 * How long a cache may keep an answer made from the records that is not revalidated (the sitemap, an
 * old slug's 301): a look up to the TTL old, then kept this long, still within the contract's 60 s.
 */
export const PUBLISHED_MAX_AGE_S = 60 - CATALOGUE_RECORDS_TTL_MS / 1000;

export interface CatalogueSnapshot {
  /** Changes whenever any published programme does, so pages rendered from it are cached by it. */
  version: string;
  cards: CatalogueCards;
}

export interface CatalogueRecords {
  current(): Promise<CatalogueSnapshot>;
  /** A change made in this process: the next look goes to the database. */
  invalidate(): void;
}

export interface CatalogueSource {
  /** Every catalogue's published programmes in card order (storage.programmes.publishedCards). */
  read: () => Promise<CatalogueCards>;
  /** A stamp that changes with any programme (storage.programmes.cardsStamp): cheaper than reading them all. */
  stamp?: () => Promise<string>;
}

/**
 * Every catalogue's published programmes as the site shows them. At most once per TTL, whatever the
 * traffic, it asks the change stamp (or, without one, reads them all), and reads the programmes only
 * when that moved; requests that arrive meanwhile wait for that one look. Unchanged programmes keep
 * their snapshot, so what was rendered from it stays cached.
 */
export function catalogueRecords(source: CatalogueSource, o: { ttlMs?: number; now?: () => number } = {}): CatalogueRecords {
  const ttl = o.ttlMs ?? CATALOGUE_RECORDS_TTL_MS;
  const now = o.now ?? Date.now;
  let cached: { at: number; snapshot: Promise<CatalogueSnapshot> } | undefined;
  let last: CatalogueSnapshot | undefined;

  async function look(): Promise<CatalogueSnapshot> {
    const stamp = source.stamp ? await source.stamp() : undefined;
    if (last && stamp !== undefined && stamp === last.version) return last;
    const cards = await source.read();
    const version = stamp ?? createHash("sha256").update(JSON.stringify(cards)).digest("base64url").slice(0, 16);
    if (last?.version !== version) last = { version, cards };
    return last;
  }

  return {
    current() {
      const at = now();
      if (!cached || at - cached.at >= ttl) {
        const snapshot = look();
        cached = { at, snapshot };
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
