import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** A saffron star and the score in ink; read out as "Rated 4.9 out of 5". */
export function Rating({ value, className }: { value: number; className?: string }) {
  const score = value.toFixed(1);
  return (
    <span
      role="img"
      aria-label={`Rated ${score} out of 5`}
      className={cn("inline-flex items-center gap-1 text-sm font-semibold text-ink", className)}
    >
      <Star aria-hidden="true" className="h-4 w-4 fill-saffron text-saffron" />
      {score}
    </span>
  );
}
