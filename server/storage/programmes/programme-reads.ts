import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { programmeSlugRedirects, programmes, programmeVersions } from "@shared/schema/programmes";
import { CATALOGUE_KEYS, programmePath, type CatalogueKey } from "@shared/catalogue/catalogues";
import { cardItemOf, type CardItem } from "@shared/catalogue/card-items";
import type { Programme, ProgrammeStatus, ProgrammeVersion, PublicProgramme } from "@shared/catalogue/programme";
import type { Db } from "../../db";
import { programmeOf } from "./programme-row";

/** Card order: `position`, then the order they were added. */
const cardOrder = [asc(programmes.catalogue), asc(programmes.position), asc(programmes.id)];

/** What the site's pages, search, home search and dialog read: the published programmes. */
export function programmeReadStorage(db: Db) {
  const published = (catalogue?: CatalogueKey) =>
    db
      .select()
      .from(programmes)
      .where(and(eq(programmes.status, "published"), catalogue ? eq(programmes.catalogue, catalogue) : undefined))
      .orderBy(...cardOrder);

  return {
    /**
     * Every catalogue's published cards in card order, each exactly the record its catalogue's data
     * module typed (id = slug, description = summary, …: shared/catalogue/card-items.ts). Every
     * catalogue is present, empty when none of its programmes is published.
     */
    async publishedCards(): Promise<Record<CatalogueKey, CardItem[]>> {
      const out = Object.fromEntries(CATALOGUE_KEYS.map((k) => [k, [] as CardItem[]])) as Record<CatalogueKey, CardItem[]>;
      for (const row of await published()) {
        const catalogue = row.catalogue as CatalogueKey;
        const item = cardItemOf({ ...row, catalogue });
        // The first photo is the card's picture (its art stays for a programme without one).
        if (row.photos.length > 0) item.photo = row.photos[0];
        out[catalogue]?.push(item);
      }
      return out;
    },

    /**
     * Changes whenever any programme does (every change raises its version and its time): one
     * aggregate over a few dozen rows, cheap enough to ask before every page served from a cache.
     */
    async cardsStamp(): Promise<string> {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          versions: sql<number>`coalesce(sum(${programmes.version}), 0)::int`,
          at: sql<string>`coalesce(max(${programmes.updatedAt}), 'epoch'::timestamptz)::text`,
        })
        .from(programmes);
      return `${row.n}.${row.versions}.${row.at}`;
    },

    /** The published programmes of one catalogue (every one when absent) for GET /api/programmes. */
    async publicProgrammes(catalogue?: CatalogueKey): Promise<PublicProgramme[]> {
      return (await published(catalogue)).map((row) => {
        const { version: _v, updatedAt: _a, updatedBy: _b, status: _s, position: _p, ...rest } = programmeOf(row);
        return { ...rest, url: programmePath(rest.catalogue, rest.slug) };
      });
    },

    async adminProgrammes(q: { catalogue?: string; status?: ProgrammeStatus }): Promise<Programme[]> {
      const where: (SQL | undefined)[] = [q.catalogue ? eq(programmes.catalogue, q.catalogue) : undefined, q.status ? eq(programmes.status, q.status) : undefined];
      return (await db.select().from(programmes).where(and(...where)).orderBy(...cardOrder)).map(programmeOf);
    },

    async programme(id: number): Promise<Programme | undefined> {
      const [row] = await db.select().from(programmes).where(eq(programmes.id, id));
      return row ? programmeOf(row) : undefined;
    },

    /** Versions, newest first; undefined when there is no such programme. */
    async programmeVersions(id: number): Promise<ProgrammeVersion[] | undefined> {
      const [exists] = await db.select({ id: programmes.id }).from(programmes).where(eq(programmes.id, id));
      if (!exists) return undefined;
      const rows = await db
        .select({ version: programmeVersions.version, at: programmeVersions.at, by: programmeVersions.by, changed: programmeVersions.changed })
        .from(programmeVersions)
        .where(eq(programmeVersions.programmeId, id))
        .orderBy(desc(programmeVersions.version));
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },

    /**
     * A programme's page path now, for an old page path: the programme's current path when `slug`
     * was one of its earlier slugs (a 301 to it), null otherwise. A slug a programme has now is not
     * an old path.
     */
    async programmeRedirect(catalogue: string, slug: string): Promise<string | null> {
      const [row] = await db
        .select({ catalogue: programmes.catalogue, slug: programmes.slug })
        .from(programmeSlugRedirects)
        .innerJoin(programmes, eq(programmes.id, programmeSlugRedirects.programmeId))
        .where(and(eq(programmeSlugRedirects.catalogue, catalogue), eq(programmeSlugRedirects.slug, slug), ne(programmes.status, "draft")));
      return row && row.slug !== slug ? programmePath(row.catalogue as CatalogueKey, row.slug) : null;
    },

    /** The programme a departure names, by id or by its current title; archived ones included (their departures stay). */
    async programmeNamed(by: { id: number } | { title: string }): Promise<{ id: number; title: string; status: ProgrammeStatus } | undefined> {
      const [row] = await db
        .select({ id: programmes.id, title: programmes.title, status: programmes.status })
        .from(programmes)
        .where("id" in by ? eq(programmes.id, by.id) : eq(programmes.title, by.title))
        .orderBy(asc(programmes.id))
        .limit(1);
      return row;
    },

    /** The titles of the published programmes: the enquiry's programme check. */
    async publishedTitles(): Promise<string[]> {
      const rows = await db.select({ title: programmes.title }).from(programmes).where(eq(programmes.status, "published")).orderBy(...cardOrder);
      return rows.map((r) => r.title);
    },
  };
}
