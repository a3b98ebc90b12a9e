import { cn } from "@/lib/utils";

/** A saffron star (the stylesheet's .rating-star) and the score in ink; read out as "Rated 4.9 out of 5". */
export function Rating({ value, className }: { value: number; className?: string }) {
  const score = value.toFixed(1);
  return (
    <span
      role="img"
      aria-label={`Rated ${score} out of 5`}
      className={cn("rating-star inline-flex items-center gap-1 text-sm font-semibold text-ink", className)}
    >
      {score}
    </span>
  );
}
