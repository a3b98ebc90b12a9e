import { and, eq, gte, ne, sql } from "drizzle-orm";
import { programmeSlugRedirects, programmes, programmeVersions, type ProgrammeRow } from "@shared/schema/programmes";
import { departures } from "@shared/schema/departures";
import { bookings } from "@shared/schema/bookings";
import { nowMs } from "@shared/schema/columns";
import type { CatalogueKey } from "@shared/catalogue/catalogues";
import type { FieldIssue } from "@shared/catalogue/card-issues";
import type { Programme, ProgrammePhoto } from "@shared/catalogue/programme";
import type { ProgrammeSnapshot, VersionedField } from "@shared/catalogue/version-diff";
import type { Db } from "../../db";
import { cardOrderWrites } from "./card-order";

export type ProgrammeRefusal =
  | { error: "no-programme" }
  | { error: "invalid"; errors: FieldIssue[] }
  | { error: "stale"; by: string | null; at: string; version: number }
  | { error: "slug-taken" }
  | { error: "open-departures"; count: number }
  | { error: "no-version" }
  | { error: "no-photo" }
  | { error: "photo-taken" }
  | { error: "too-many-photos" };

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === UNIQUE_VIOLATION || (err as { cause?: { code?: string } })?.cause?.code === UNIQUE_VIOLATION;

/** The writes of a change to the programmes, inside its transaction (server/use-cases/change-programme.ts orders them). */
function programmeChangeWrites(tx: Db) {
  return {
    ...cardOrderWrites(tx),

    /** The programme's row, held to the commit. */
    async lockProgramme(id: number): Promise<ProgrammeRow | undefined> {
      const [row] = await tx.select().from(programmes).where(eq(programmes.id, id)).for("update");
      return row;
    },

    /** Another programme already called this: departures, the dialog and Insights name programmes by title. */
    async titleTaken(title: string, except?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: programmes.id })
        .from(programmes)
        .where(and(eq(programmes.title, title), except === undefined ? undefined : ne(programmes.id, except)))
        .limit(1);
      return row !== undefined;
    },

    /** Another programme of the catalogue lives at this slug. */
    async slugTaken(catalogue: CatalogueKey, slug: string, except?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: programmes.id })
        .from(programmes)
        .where(and(eq(programmes.catalogue, catalogue), eq(programmes.slug, slug), except === undefined ? undefined : ne(programmes.id, except)));
      return row !== undefined;
    },

    /** The programme's open departures not yet over. */
    async openDepartures(id: number, today: string): Promise<number> {
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(departures)
        .where(and(eq(departures.programmeId, id), eq(departures.status, "open"), gte(departures.endDate, today)));
      return open.n;
    },

    /** The last card position in the catalogue (0 for none). */
    async lastPosition(catalogue: CatalogueKey): Promise<number> {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${programmes.position}), 0)::int` })
        .from(programmes)
        .where(eq(programmes.catalogue, catalogue));
      return last.position;
    },

    /** A new programme, a draft at version 1, and that version; the live programme at its slug wins over an old path to another one. */
    async insertProgramme(catalogue: CatalogueKey, snapshot: ProgrammeSnapshot, changed: VersionedField[], by: string): Promise<ProgrammeRow> {
      const { status: _status, ...fields } = snapshot;
      const [row] = await tx
        .insert(programmes)
        .values({ ...(fields as Omit<typeof programmes.$inferInsert, "catalogue">), catalogue, status: "draft", version: 1, updatedBy: by })
        .returning();
      await tx.delete(programmeSlugRedirects).where(and(eq(programmeSlugRedirects.catalogue, catalogue), eq(programmeSlugRedirects.slug, snapshot.slug as string)));
      await tx.insert(programmeVersions).values({ programmeId: row.id, version: 1, by, changed, snapshot, at: row.updatedAt });
      return row;
    },

    /**
     * `after` saved over `row` as the next version, with the fields that changed; undefined when the
     * row is no longer at the version it was read at (a second writer that got past the lock by
     * another path changes nothing).
     */
    async saveVersion(row: ProgrammeRow, after: ProgrammeSnapshot, changed: VersionedField[], by: string): Promise<ProgrammeRow | undefined> {
      const version = row.version + 1;
      const [saved] = await tx
        .update(programmes)
        .set({
          slug: after.slug as string,
          title: after.title as string,
          summary: after.summary as string,
          highlights: after.highlights as string[],
          duration: after.duration as string,
          image: after.image as string,
          card: after.card as Record<string, unknown>,
          position: after.position as number,
          status: after.status as Programme["status"],
          itinerary: after.itinerary as Programme["itinerary"],
          included: after.included as string[],
          notIncluded: after.notIncluded as string[],
          stay: (after.stay as string | null) ?? null,
          faq: after.faq as Programme["faq"],
          photos: after.photos as ProgrammePhoto[],
          version,
          updatedAt: nowMs,
          updatedBy: by,
        })
        .where(and(eq(programmes.id, row.id), eq(programmes.version, row.version)))
        .returning();
      if (saved) await tx.insert(programmeVersions).values({ programmeId: row.id, version, by, changed, snapshot: after, at: saved.updatedAt });
      return saved;
    },

    /** The programme lives at `to` now, and its old path `from` leads there (a 301 on the site). */
    async moveSlug(id: number, catalogue: CatalogueKey, from: string, to: string): Promise<void> {
      await tx.delete(programmeSlugRedirects).where(and(eq(programmeSlugRedirects.catalogue, catalogue), eq(programmeSlugRedirects.slug, to)));
      await tx
        .insert(programmeSlugRedirects)
        .values({ catalogue, slug: from, programmeId: id })
        .onConflictDoUpdate({ target: [programmeSlugRedirects.catalogue, programmeSlugRedirects.slug], set: { programmeId: id } });
    },

    /** A renamed programme keeps its departures and bookings: they name it by its title as it is now. */
    async renameEverywhere(id: number, from: string, to: string): Promise<void> {
      await tx.update(departures).set({ programme: to }).where(eq(departures.programmeId, id));
      await tx.update(bookings).set({ sourceProgramme: to }).where(eq(bookings.sourceProgramme, from));
    },

    /**
     * The programme's departures are read again by the site: whether they are on it follows the
     * programme's status (server/storage/departures/on-the-site-sql.ts), and the site keeps what it
     * read until a departure's places_version moves on (migration 0030), in every process. Those
     * not linked yet are the programme's by `title`, as on the site.
     */
    async departuresShownChanged(id: number, title: string): Promise<void> {
      await tx.execute(
        sql`update departures set places_version = places_version + 1 where programme_id = ${id} or (programme_id is null and programme = ${title})`,
      );
    },

    /** An earlier version's snapshot. */
    async versionSnapshot(id: number, version: number): Promise<ProgrammeSnapshot | undefined> {
      const [old] = await tx
        .select({ snapshot: programmeVersions.snapshot })
        .from(programmeVersions)
        .where(and(eq(programmeVersions.programmeId, id), eq(programmeVersions.version, version)));
      return old?.snapshot as ProgrammeSnapshot | undefined;
    },
  };
}

export type ProgrammeChangeWrites = ReturnType<typeof programmeChangeWrites>;

/** Changes to the programmes: one transaction each, made by a use-case; and what the photos and the seed ask of them. */
export function programmeWriteStorage(db: Db) {
  return {
    /** Departures added by title alone (the sample departures) take the programme of that title. */
    async linkDeparturesByTitle(): Promise<void> {
      await db.execute(
        sql`update departures as d set programme_id = (select p.id from programmes as p where p.title = d.programme order by p.id limit 1) where d.programme_id is null`,
      );
    },

    /**
     * One transaction for a change to the programmes: `work` gets the writes bound to it, and what
     * it answers is committed, or thrown and rolled back. Two programmes racing for one slug or
     * title meet the unique index: that is the answer "slug-taken", with nothing changed.
     */
    async inProgrammeChange<T>(work: (writes: ProgrammeChangeWrites) => Promise<T>): Promise<T | { error: "slug-taken" }> {
      try {
        return await db.transaction((tx) => work(programmeChangeWrites(tx)));
      } catch (err) {
        if (isUniqueViolation(err)) return { error: "slug-taken" };
        throw err;
      }
    },

    /** Whether any programme shows this photo now: its files are kept while one does. */
    async photoInUse(photoId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: programmes.id })
        .from(programmes)
        .where(sql`${programmes.photos} @> ${JSON.stringify([{ id: photoId }])}::jsonb`)
        .limit(1);
      return row !== undefined;
    },
  };
}
