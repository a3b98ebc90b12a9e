import type { ProgrammeRow } from "@shared/schema/programmes";
import { isSlug, slugOf, type CatalogueKey } from "@shared/catalogue/catalogues";
import { cardIssues, type FieldIssue } from "@shared/catalogue/card-issues";
import type { Programme, ProgrammePhoto } from "@shared/catalogue/programme";
import type { NewProgramme } from "@shared/catalogue/programme-requests";
import { MAX_PHOTOS, reorderedPhotos, type ProgrammeChange } from "@shared/catalogue/photo-rules";
import { changedFields, VERSIONED_FIELDS, type ProgrammeSnapshot } from "@shared/catalogue/version-diff";
import { cardFactsOf, programmeOf, snapshotOf, type ProgrammeChangeWrites, type ProgrammeRefusal, type Storage } from "../storage";

export type ChangeProgrammeStorage = { programmes: Pick<Storage["programmes"], "inProgrammeChange"> };
type Answer = Promise<Programme | ProgrammeRefusal>;

const TITLE_TAKEN: FieldIssue = { path: "title", message: "Another programme already has this title" };

/**
 * `after` applied to the locked `row` as its next version (docs/decisions/programmes-in-the-database.md): only when
 * something changed; the card checked whole; a title another programme has, a slug another of its
 * catalogue lives at, or archiving with departures still open refused. A new slug leaves a path
 * that leads to it; a new title is the name its departures and bookings carry from now on.
 */
async function applyChange(writes: ProgrammeChangeWrites, row: ProgrammeRow, asked: ProgrammeSnapshot, by: string, today: string): Answer {
  const catalogue = row.catalogue as CatalogueKey;
  const before = snapshotOf(programmeOf(row));
  // `position` is a place in the catalogue's order: where the programme lands, and who moves to make room.
  const placing = asked.position === before.position ? undefined : await writes.placing(catalogue, row.id, asked.position as number);
  const after = placing ? { ...asked, position: placing.place } : asked;
  const changed = changedFields(before, after);
  if (changed.length === 0) return programmeOf(row);
  const errors = cardIssues(cardFactsOf(catalogue, after));
  if (changed.includes("title") && (await writes.titleTaken(after.title as string, row.id))) errors.push(TITLE_TAKEN);
  if (errors.length > 0) return { error: "invalid", errors };
  if (changed.includes("slug") && (await writes.slugTaken(catalogue, after.slug as string, row.id))) return { error: "slug-taken" };
  if (changed.includes("status") && after.status === "archived") {
    const count = await writes.openDepartures(row.id, today);
    if (count > 0) return { error: "open-departures", count };
  }
  const saved = await writes.saveVersion(row, after, changed, by);
  if (!saved) return { error: "stale", by: row.updatedBy, at: row.updatedAt.toISOString(), version: row.version };
  if (placing && changed.includes("position")) await writes.makeRoom(placing);
  if (changed.includes("slug")) await writes.moveSlug(row.id, catalogue, before.slug as string, after.slug as string);
  if (changed.includes("title")) await writes.renameEverywhere(row.id, before.title as string, after.title as string);
  // Published, its departures come onto the site; a draft or archived, they leave it: the site reads them again.
  if (changed.includes("status")) await writes.departuresShownChanged(row.id, after.title as string);
  return programmeOf(saved);
}

/** A change of one programme under its row's lock: `change` gives the snapshot to apply, or a refusal. */
function changeLocked(storage: ChangeProgrammeStorage, id: number, by: string, today: string, change: (row: ProgrammeRow, writes: ProgrammeChangeWrites) => Promise<ProgrammeSnapshot | ProgrammeRefusal>): Answer {
  return storage.programmes.inProgrammeChange(async (writes) => {
    // The catalogue's order before the row (lockCardOrder says why).
    const catalogue = await writes.catalogueOf(id);
    if (catalogue) await writes.lockCardOrder(catalogue);
    const row = await writes.lockProgramme(id);
    if (!row) return { error: "no-programme" } as const;
    const after = await change(row, writes);
    return "error" in after ? (after as ProgrammeRefusal) : applyChange(writes, row, after, by, today);
  });
}

/** A new programme: a draft at version 1, last in its catalogue's card order unless `position` names its place. */
export function createProgramme(storage: ChangeProgrammeStorage, input: NewProgramme, by: string): Answer {
  const catalogue = input.catalogue as CatalogueKey;
  const slug = input.slug ?? slugOf(input.title);
  if (!isSlug(slug) || slug === "") return Promise.resolve({ error: "invalid", errors: [{ path: "slug", message: "Required: lowercase letters and digits joined by hyphens" }] });
  return storage.programmes.inProgrammeChange(async (writes): Answer => {
    await writes.lockCardOrder(catalogue);
    const placing = input.position === undefined ? undefined : await writes.placing(catalogue, undefined, input.position);
    const snapshot: ProgrammeSnapshot = {
      slug,
      title: input.title,
      summary: input.summary,
      highlights: input.highlights,
      duration: input.duration,
      image: input.image,
      card: input.card,
      position: placing ? placing.place : (await writes.lastPosition(catalogue)) + 1,
      status: "draft",
      itinerary: input.itinerary ?? [],
      included: input.included ?? [],
      notIncluded: input.notIncluded ?? [],
      stay: input.stay ?? null,
      faq: input.faq ?? [],
      photos: [],
    };
    const errors = cardIssues(cardFactsOf(catalogue, snapshot));
    if (await writes.titleTaken(input.title)) errors.push(TITLE_TAKEN);
    if (errors.length > 0) return { error: "invalid", errors };
    if (await writes.slugTaken(catalogue, slug)) return { error: "slug-taken" };
    const row = await writes.insertProgramme(catalogue, snapshot, [...VERSIONED_FIELDS], by);
    if (placing) await writes.makeRoom(placing);
    return programmeOf(row);
  });
}

/**
 * A change from `patch.version`, Publish, Unpublish and Archive included (a change of `status`):
 * refused, with who saved last and when, unless that is still the current version.
 */
export function updateProgramme(storage: ChangeProgrammeStorage, id: number, patch: ProgrammeChange, by: string, today: string): Answer {
  return changeLocked(storage, id, by, today, async (row) => {
    if (row.version !== patch.version) return { error: "stale", by: row.updatedBy, at: row.updatedAt.toISOString(), version: row.version };
    const { version: _version, photos, ...fields } = patch;
    const after = { ...snapshotOf(programmeOf(row)) };
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) (after as Record<string, unknown>)[k] = v;
    if (photos) {
      const ordered = reorderedPhotos(row.photos, photos);
      if ("errors" in ordered) return { error: "invalid", errors: ordered.errors };
      after.photos = ordered.photos;
    }
    return after;
  });
}

/** An earlier version's fields saved as a new version; the programme keeps its status (Publish, Unpublish and Archive are their own changes). */
export function restoreProgramme(storage: ChangeProgrammeStorage, id: number, version: number, by: string, today: string): Answer {
  return changeLocked(storage, id, by, today, async (row, writes) => {
    const old = await writes.versionSnapshot(id, version);
    if (!old) return { error: "no-version" };
    // Photos stay as they are, like the status: adding and removing one are deliberate acts, and a removed photo's files are gone.
    return { ...snapshotOf(old), status: row.status, photos: row.photos };
  });
}

/** A photo added last to the programme's photos, as a new version; its files are already written. */
export function addPhoto(storage: ChangeProgrammeStorage, id: number, photo: ProgrammePhoto, by: string, today: string): Answer {
  return changeLocked(storage, id, by, today, async (row) => {
    if (row.photos.some((p) => p.id === photo.id)) return { error: "photo-taken" };
    if (row.photos.length >= MAX_PHOTOS) return { error: "too-many-photos" };
    return { ...snapshotOf(programmeOf(row)), photos: [...row.photos, photo] };
  });
}

/** A photo taken off the programme, as a new version. */
export function removePhoto(storage: ChangeProgrammeStorage, id: number, photoId: string, by: string, today: string): Answer {
  return changeLocked(storage, id, by, today, async (row) => {
    if (!row.photos.some((p) => p.id === photoId)) return { error: "no-photo" };
    return { ...snapshotOf(programmeOf(row)), photos: row.photos.filter((p) => p.id !== photoId) };
  });
}
