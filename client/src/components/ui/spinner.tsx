import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-3 py-12 text-ink-muted", className)}>
      <LoaderCircle className="h-6 w-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className="text-base">{label}</span>
    </div>
  );
}
