import type { ProgrammePhoto } from "@shared/catalogue/programme";
import { photoSrcSet, photoUrl, photoWidths } from "@shared/media/photo-urls";
import { cn } from "@/lib/utils";

/**
 * One of the company's photographs: AVIF and WebP for the browsers that take them, the JPEG as the
 * <img> itself, every size made of it (shared/media/photo-urls.ts), and its width and height so the
 * page keeps its place while it loads.
 */
function Photo({ photo, sizes, eager, className }: { photo: ProgrammePhoto; sizes: string; eager: boolean; className?: string }) {
  const widths = photoWidths(photo.width);
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={photoUrl(photo.id, widths[widths.length - 1], "jpg")}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn("h-auto w-full rounded-card bg-sand-dark object-cover", className)}
      />
    </picture>
  );
}

/** The programme's photographs, the first large and the rest two by two (or three on a laptop). */
export function ProgrammePhotos({ photos }: { photos: ProgrammePhoto[] }) {
  const [first, ...rest] = photos;
  return (
    <div className="grid gap-4" data-testid="programme-photos">
      <Photo photo={first} sizes="(min-width: 1280px) 1216px, calc(100vw - 2rem)" eager className="max-h-[70vh]" />
      {rest.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {rest.map((photo) => (
            <li key={photo.id}>
              <Photo photo={photo} sizes="(min-width: 1024px) 33vw, 50vw" eager={false} className="aspect-[4/3]" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
