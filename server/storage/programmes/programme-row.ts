import type { ProgrammeRow } from "@shared/schema/programmes";
import type { CatalogueKey } from "@shared/catalogue/catalogues";
import type { CardFacts } from "@shared/catalogue/card-items";
import type { Programme } from "@shared/catalogue/programme";
import { VERSIONED_FIELDS, type ProgrammeSnapshot } from "@shared/catalogue/version-diff";

/** A stored programme as the admin routes answer it. */
export function programmeOf(row: ProgrammeRow): Programme {
  return {
    id: row.id,
    slug: row.slug,
    catalogue: row.catalogue as CatalogueKey,
    title: row.title,
    summary: row.summary,
    highlights: row.highlights,
    duration: row.duration,
    image: row.image,
    card: row.card,
    position: row.position,
    status: row.status,
    version: row.version,
    itinerary: row.itinerary,
    included: row.included,
    notIncluded: row.notIncluded,
    stay: row.stay,
    faq: row.faq,
    photos: row.photos,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** The fields a version keeps. */
export function snapshotOf(p: Programme | ProgrammeSnapshot): ProgrammeSnapshot {
  const source = p as unknown as Record<string, unknown>;
  return Object.fromEntries(VERSIONED_FIELDS.map((f) => [f, source[f] ?? null])) as ProgrammeSnapshot;
}

export function cardFactsOf(catalogue: CatalogueKey, s: ProgrammeSnapshot): CardFacts {
  return {
    catalogue,
    slug: s.slug as string,
    title: s.title as string,
    summary: s.summary as string,
    highlights: s.highlights as string[],
    duration: s.duration as string,
    image: s.image as string,
    card: s.card as Record<string, unknown>,
  };
}
