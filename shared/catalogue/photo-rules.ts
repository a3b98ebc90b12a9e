/**
 * A programme's photos as staff change them: the alt text an upload needs, and the list a PATCH
 * sends to reorder them or change their alt texts (docs/decisions/programme-photos.md). Adding and
 * removing a photo are their own requests, so a PATCH names exactly the photos the programme has.
 */
import { z } from "zod";
import type { FieldIssue } from "./card-issues";
import type { ProgrammePhoto } from "./programme";
import { BOUNDS, itemText, programmePatchSchema } from "./programme-requests";

/** A programme shows at most this many photos (a list's bound). */
export const MAX_PHOTOS = BOUNDS.items;

/** A photo's id: the first 16 hex digits of the SHA-256 of its normalised pixels. */
export const PHOTO_ID = /^[0-9a-f]{16}$/;

/** What a photo shows, for those who can't see it: one line of plain text, 1–200 characters. */
export const photoAltSchema = itemText;

/** One photo of a PATCH's `photos`: its id and alt text; width and height, when sent, are the stored ones. */
const photoEntry = z
  .object({
    id: z.string({ required_error: "Required", invalid_type_error: "Must be a photo's id" }).regex(PHOTO_ID, "Must be a photo's id"),
    alt: photoAltSchema,
    width: z.number().optional(),
    height: z.number().optional(),
  })
  .strict();

export const photoListSchema = z.array(photoEntry, { invalid_type_error: "Must be a list" }).max(MAX_PHOTOS, `Must have at most ${MAX_PHOTOS} items`);
type PhotoListEntry = z.infer<typeof photoListSchema>[number];

/** PATCH /api/admin/programmes/:id: the programme's fields, and its photos reordered or their alt texts changed. */
export const programmeChangeSchema = programmePatchSchema.extend({ photos: photoListSchema.optional() });
export type ProgrammeChange = z.infer<typeof programmeChangeSchema>;

/**
 * The programme's photos in the order and with the alt texts asked for, or why not: every photo
 * the programme has, each once, and no other.
 */
export function reorderedPhotos(stored: readonly ProgrammePhoto[], asked: readonly PhotoListEntry[]): { photos: ProgrammePhoto[] } | { errors: FieldIssue[] } {
  const byId = new Map(stored.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const errors: FieldIssue[] = [];
  asked.forEach((entry, i) => {
    if (!byId.has(entry.id)) errors.push({ path: `photos.${i}.id`, message: "This programme has no such photo" });
    else if (seen.has(entry.id)) errors.push({ path: `photos.${i}.id`, message: "Listed twice" });
    seen.add(entry.id);
  });
  if (errors.length === 0 && seen.size !== stored.length) {
    errors.push({ path: "photos", message: "Must list every photo of the programme (remove one with its own request)" });
  }
  if (errors.length > 0) return { errors };
  return { photos: asked.map((entry) => ({ ...byId.get(entry.id)!, alt: entry.alt })) };
}
