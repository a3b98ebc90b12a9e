import { cn } from "@/lib/utils";

/** Site-served artwork at its fixed 16:10 ratio, so nothing shifts while it loads. */
export function ArtImage({ src, alt = "", className }: { src: string; alt?: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      loading="lazy"
      decoding="async"
      className={cn("aspect-[16/10] w-full bg-sand-dark object-cover", className)}
    />
  );
}
