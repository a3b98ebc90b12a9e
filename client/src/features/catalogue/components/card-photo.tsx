import type { ProgrammePhoto } from "@shared/catalogue/programme";
import { photoSrcSet, photoUrl, photoWidths } from "@shared/media/photo-urls";

/** The card is the grid's width: a phone's screen, half a tablet's, a third of a laptop's container. */
const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw";

/**
 * A programme's first photo as its card's picture: AVIF or WebP where the browser takes them, the
 * JPEG otherwise, in the size the card needs. The <img> keeps the card art's box (800 × 500, cropped
 * to fill it), so the card is laid out the same before and after the photo arrives.
 */
export function CardPhoto({ photo, className }: { photo: ProgrammePhoto; className: string }) {
  const widths = photoWidths(photo.width);
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={CARD_SIZES} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={CARD_SIZES} />
      <img
        src={photoUrl(photo.id, widths[0], "jpg")}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={CARD_SIZES}
        alt={photo.alt}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
