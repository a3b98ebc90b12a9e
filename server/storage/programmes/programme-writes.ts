import { and, eq, gte, ne, sql } from "drizzle-orm";
import { programmeSlugRedirects, programmes, programmeVersions, type ProgrammeRow } from "@shared/schema/programmes";
import { departures } from "@shared/schema/departures";
import { bookings } from "@shared/schema/bookings";
import { nowMs } from "@shared/schema/columns";
import { isSlug, slugOf, type CatalogueKey } from "@shared/catalogue/catalogues";
import { cardIssues, type FieldIssue } from "@shared/catalogue/card-issues";
import type { Programme, ProgrammePhoto } from "@shared/catalogue/programme";
import type { NewProgramme } from "@shared/catalogue/programme-requests";
import { MAX_PHOTOS, reorderedPhotos, type ProgrammeChange } from "@shared/catalogue/photo-rules";
import { changedFields, VERSIONED_FIELDS, type ProgrammeSnapshot } from "@shared/catalogue/version-diff";
import type { Db } from "../../db";
import { cardFactsOf, programmeOf, snapshotOf } from "./programme-row";

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

/** Another programme already called this: departures, the dialog and Insights name programmes by title. */
async function titleTaken(tx: Db, title: string, except?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: programmes.id })
    .from(programmes)
    .where(and(eq(programmes.title, title), except === undefined ? undefined : ne(programmes.id, except)))
    .limit(1);
  return row !== undefined;
}

const TITLE_TAKEN: FieldIssue = { path: "title", message: "Another programme already has this title" };

/** The live programme at a slug wins over an old path to another one. */
async function claimSlug(tx: Db, catalogue: string, slug: string): Promise<void> {
  await tx.delete(programmeSlugRedirects).where(and(eq(programmeSlugRedirects.catalogue, catalogue), eq(programmeSlugRedirects.slug, slug)));
}

/** Changes to a programme: each one checked whole, saved as the next version, under the programme's row lock. */
export function programmeWriteStorage(db: Db) {
  /** Applies `after` to the locked `row` as a new version; the caller has checked the version it started from. */
  async function applyChange(tx: Db, row: ProgrammeRow, after: ProgrammeSnapshot, by: string, today: string): Promise<Programme | ProgrammeRefusal> {
    const catalogue = row.catalogue as CatalogueKey;
    const before = snapshotOf(programmeOf(row));
    const changed = changedFields(before, after);
    if (changed.length === 0) return programmeOf(row);
    const errors = cardIssues(cardFactsOf(catalogue, after));
    if (changed.includes("title") && (await titleTaken(tx, after.title as string, row.id))) errors.push(TITLE_TAKEN);
    if (errors.length > 0) return { error: "invalid", errors };
    if (changed.includes("slug")) {
      const [other] = await tx
        .select({ id: programmes.id })
        .from(programmes)
        .where(and(eq(programmes.catalogue, catalogue), eq(programmes.slug, after.slug as string), ne(programmes.id, row.id)));
      if (other) return { error: "slug-taken" };
    }
    if (changed.includes("status") && after.status === "archived") {
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(departures)
        .where(and(eq(departures.programmeId, row.id), eq(departures.status, "open"), gte(departures.endDate, today)));
      if (open.n > 0) return { error: "open-departures", count: open.n };
    }
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
      // The version it was read at: a second writer that got past the lock by another path changes nothing.
      .where(and(eq(programmes.id, row.id), eq(programmes.version, row.version)))
      .returning();
    if (!saved) return { error: "stale", by: row.updatedBy, at: row.updatedAt.toISOString(), version: row.version };
    await tx.insert(programmeVersions).values({ programmeId: row.id, version, by, changed, snapshot: after, at: saved.updatedAt });
    if (changed.includes("slug")) {
      await claimSlug(tx, catalogue, after.slug as string);
      await tx
        .insert(programmeSlugRedirects)
        .values({ catalogue, slug: before.slug as string, programmeId: row.id })
        .onConflictDoUpdate({ target: [programmeSlugRedirects.catalogue, programmeSlugRedirects.slug], set: { programmeId: row.id } });
    }
    if (changed.includes("title")) {
      // A renamed programme keeps its departures and bookings: they name it by its title as it is now.
      await tx.update(departures).set({ programme: after.title as string }).where(eq(departures.programmeId, row.id));
      await tx.update(bookings).set({ sourceProgramme: after.title as string }).where(eq(bookings.sourceProgramme, before.title as string));
    }
    return programmeOf(saved);
  }

  async function locked(tx: Db, id: number): Promise<ProgrammeRow | undefined> {
    const [row] = await tx.select().from(programmes).where(eq(programmes.id, id)).for("update");
    return row;
  }

  return {
    /** Departures added by title alone (the sample departures) take the programme of that title. */
    async linkDeparturesByTitle(): Promise<void> {
      await db.execute(
        sql`update departures as d set programme_id = (select p.id from programmes as p where p.title = d.programme order by p.id limit 1) where d.programme_id is null`,
      );
    },

    /** A new programme: a draft at version 1, last in its catalogue's card order unless `position` says otherwise. */
    async createProgramme(input: NewProgramme, by: string): Promise<Programme | ProgrammeRefusal> {
      const catalogue = input.catalogue as CatalogueKey;
      const slug = input.slug ?? slugOf(input.title);
      if (!isSlug(slug) || slug === "") return { error: "invalid", errors: [{ path: "slug", message: "Required: lowercase letters and digits joined by hyphens" }] };
      try {
        return await db.transaction(async (tx) => {
          const [last] = await tx
            .select({ position: sql<number>`coalesce(max(${programmes.position}), 0)::int` })
            .from(programmes)
            .where(eq(programmes.catalogue, catalogue));
          const snapshot: ProgrammeSnapshot = {
            slug,
            title: input.title,
            summary: input.summary,
            highlights: input.highlights,
            duration: input.duration,
            image: input.image,
            card: input.card,
            position: input.position ?? last.position + 1,
            status: "draft",
            itinerary: input.itinerary ?? [],
            included: input.included ?? [],
            notIncluded: input.notIncluded ?? [],
            stay: input.stay ?? null,
            faq: input.faq ?? [],
            photos: [],
          };
          const errors = cardIssues(cardFactsOf(catalogue, snapshot));
          if (await titleTaken(tx, input.title)) errors.push(TITLE_TAKEN);
          if (errors.length > 0) return { error: "invalid", errors } as const;
          const [taken] = await tx.select({ id: programmes.id }).from(programmes).where(and(eq(programmes.catalogue, catalogue), eq(programmes.slug, slug)));
          if (taken) return { error: "slug-taken" } as const;
          const { status: _status, ...fields } = snapshot;
          const [row] = await tx
            .insert(programmes)
            .values({ ...(fields as Omit<typeof programmes.$inferInsert, "catalogue">), catalogue, status: "draft", version: 1, updatedBy: by })
            .returning();
          await claimSlug(tx, catalogue, slug);
          await tx.insert(programmeVersions).values({ programmeId: row.id, version: 1, by, changed: [...VERSIONED_FIELDS], snapshot, at: row.updatedAt });
          return programmeOf(row);
        });
      } catch (err) {
        if (isUniqueViolation(err)) return { error: "slug-taken" };
        throw err;
      }
    },

    /** A change from `patch.version`: refused, with who saved last and when, unless that is still the current version. */
    async updateProgramme(id: number, patch: ProgrammeChange, by: string, today: string): Promise<Programme | ProgrammeRefusal> {
      try {
        return await db.transaction(async (tx) => {
          const row = await locked(tx, id);
          if (!row) return { error: "no-programme" } as const;
          if (row.version !== patch.version) return { error: "stale", by: row.updatedBy, at: row.updatedAt.toISOString(), version: row.version } as const;
          const { version: _version, photos, ...fields } = patch;
          const after = { ...snapshotOf(programmeOf(row)) };
          for (const [k, v] of Object.entries(fields)) if (v !== undefined) (after as Record<string, unknown>)[k] = v;
          if (photos) {
            const ordered = reorderedPhotos(row.photos, photos);
            if ("errors" in ordered) return { error: "invalid", errors: ordered.errors } as const;
            after.photos = ordered.photos;
          }
          return applyChange(tx, row, after, by, today);
        });
      } catch (err) {
        if (isUniqueViolation(err)) return { error: "slug-taken" };
        throw err;
      }
    },

    /** An earlier version's fields saved as a new version; the programme keeps its status (Publish, Unpublish and Archive are their own changes). */
    async restoreProgramme(id: number, version: number, by: string, today: string): Promise<Programme | ProgrammeRefusal> {
      try {
        return await db.transaction(async (tx) => {
          const row = await locked(tx, id);
          if (!row) return { error: "no-programme" } as const;
          const [old] = await tx
            .select({ snapshot: programmeVersions.snapshot })
            .from(programmeVersions)
            .where(and(eq(programmeVersions.programmeId, id), eq(programmeVersions.version, version)));
          if (!old) return { error: "no-version" } as const;
          // Photos stay as they are, like the status: adding and removing one are deliberate acts, and a removed photo's files are gone.
          const after = { ...snapshotOf(old.snapshot as ProgrammeSnapshot), status: row.status, photos: row.photos };
          return applyChange(tx, row, after, by, today);
        });
      } catch (err) {
        if (isUniqueViolation(err)) return { error: "slug-taken" };
        throw err;
      }
    },

    /** A photo added last to the programme's photos, as a new version; its files are already written. */
    async addPhoto(id: number, photo: ProgrammePhoto, by: string, today: string): Promise<Programme | ProgrammeRefusal> {
      return db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (!row) return { error: "no-programme" } as const;
        if (row.photos.some((p) => p.id === photo.id)) return { error: "photo-taken" } as const;
        if (row.photos.length >= MAX_PHOTOS) return { error: "too-many-photos" } as const;
        return applyChange(tx, row, { ...snapshotOf(programmeOf(row)), photos: [...row.photos, photo] }, by, today);
      });
    },

    /** A photo taken off the programme, as a new version. */
    async removePhoto(id: number, photoId: string, by: string, today: string): Promise<Programme | ProgrammeRefusal> {
      return db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (!row) return { error: "no-programme" } as const;
        if (!row.photos.some((p) => p.id === photoId)) return { error: "no-photo" } as const;
        return applyChange(tx, row, { ...snapshotOf(programmeOf(row)), photos: row.photos.filter((p) => p.id !== photoId) }, by, today);
      });
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
