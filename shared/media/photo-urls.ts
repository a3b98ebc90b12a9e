/**
 * Where a programme's photo is served, in each size and format the site uses: the server writes
 * exactly these files under MEDIA_DIR when a photo is uploaded, and the card, the programme page and
 * the desk build their <picture> from the same function, so a size is never asked that was not made.
 * A photo's id names its processed bytes, so a served file never changes and is cached for a year.
 */
import type { ProgrammePhoto } from "../catalogue/programme";

/** The widths made of every photo (never wider than the photo itself): a phone, a phone at 2x, a laptop. */
export const PHOTO_WIDTHS = [390, 780, 1280] as const;

export type PhotoFormat = "avif" | "webp" | "jpg";

/** The formats a <picture> offers, best first; JPEG is the <img>'s own fallback. */
export const PHOTO_FORMATS: readonly PhotoFormat[] = ["avif", "webp", "jpg"];

export const MEDIA_PATH = "/media";

/** The widths made of a photo `width` pixels wide: those of PHOTO_WIDTHS it reaches, or its own width when narrower than all. */
export function photoWidths(width: number): number[] {
  const made = PHOTO_WIDTHS.filter((w) => w <= width);
  return made.length > 0 ? [...made] : [width];
}

/** One file's address: /media/photos/{id}-{width}.{format}. */
export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `${MEDIA_PATH}/photos/${id}-${width}.${format}`;
}

/** A srcset of every width made of the photo in one format. */
export function photoSrcSet(photo: Pick<ProgrammePhoto, "id" | "width">, format: PhotoFormat): string {
  return photoWidths(photo.width)
    .map((w) => `${photoUrl(photo.id, w, format)} ${w}w`)
    .join(", ");
}
