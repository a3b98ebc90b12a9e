import { LRUCache } from "lru-cache";
import { programmePath, type CatalogueKey } from "@shared/catalogue/catalogues";
import type { PublicProgramme } from "@shared/catalogue/programme";
import { CATALOGUE_RECORDS_TTL_MS } from "./catalogue-records";

/** Where the programme pages read their programmes (storage.programmes, or a test's stand-in). */
export interface ProgrammePagesSource {
  /** The published programmes with their page fields (storage.programmes.publicProgrammes). */
  published: () => Promise<PublicProgramme[]>;
  /** The archived ones: their old pages answer 410. */
  archived: () => Promise<{ catalogue: string; slug: string; title: string }[]>;
  /** Changes with any programme (storage.programmes.cardsStamp). */
  stamp: () => Promise<string>;
  /** A changed slug's new path (storage.programmes.programmeRedirect). */
  redirect: (catalogue: string, slug: string) => Promise<string | null>;
}

export interface ProgrammeSnapshot {
  /** Changes whenever any programme does, so pages rendered from it are cached by it. */
  version: string;
  /** The published programmes by their page's path. */
  published: ReadonlyMap<string, PublicProgramme>;
  /** The archived programmes by their page's path. */
  archived: ReadonlyMap<string, { catalogue: CatalogueKey; title: string }>;
}

export interface ProgrammeRecords {
  current(): Promise<ProgrammeSnapshot>;
  /** A path no programme has now: where its programme moved to, or null. Kept per snapshot, so unknown paths cost one lookup each per change. */
  movedTo(catalogue: string, slug: string): Promise<string | null>;
  /** A change made in this process: the next look goes to the database. */
  invalidate(): void;
}

/** Unknown paths whose answer is kept: enough for every old slug, bounded whatever a crawler asks. */
const MOVED_CACHE_SIZE = 1_000;

/**
 * The programmes behind the programme pages, looked at as the catalogue pages look at theirs
 * (catalogue-records.ts): at most once per TTL it asks the change stamp, and reads the programmes
 * only when it moved, so a change in the desk (in any process) is on its page within the TTL.
 */
export function programmeRecords(source: ProgrammePagesSource, o: { ttlMs?: number; now?: () => number } = {}): ProgrammeRecords {
  const ttl = o.ttlMs ?? CATALOGUE_RECORDS_TTL_MS;
  const now = o.now ?? Date.now;
  let cached: { at: number; snapshot: Promise<ProgrammeSnapshot> } | undefined;
  let last: ProgrammeSnapshot | undefined;
  const moved = new LRUCache<string, { to: string | null }>({ max: MOVED_CACHE_SIZE });

  async function look(): Promise<ProgrammeSnapshot> {
    const stamp = await source.stamp();
    if (last && stamp === last.version) return last;
    const [published, archived] = await Promise.all([source.published(), source.archived()]);
    last = {
      version: stamp,
      published: new Map(published.map((p) => [programmePath(p.catalogue, p.slug), p])),
      archived: new Map(archived.map((p) => [programmePath(p.catalogue as CatalogueKey, p.slug), { catalogue: p.catalogue as CatalogueKey, title: p.title }])),
    };
    return last;
  }

  const current = () => {
    const at = now();
    if (!cached || at - cached.at >= ttl) {
      const snapshot = look();
      cached = { at, snapshot };
      snapshot.catch(() => {
        if (cached?.snapshot === snapshot) cached = undefined;
      });
    }
    return cached.snapshot;
  };

  return {
    current,
    invalidate() {
      cached = undefined;
    },
    async movedTo(catalogue, slug) {
      const { version } = await current();
      const key = `${version} ${catalogue}/${slug}`;
      const known = moved.get(key);
      if (known) return known.to;
      const to = await source.redirect(catalogue, slug);
      moved.set(key, { to });
      return to;
    },
  };
}
