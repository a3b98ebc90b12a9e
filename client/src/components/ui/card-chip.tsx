import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The icons a chip can lead with, drawn by the stylesheet (index.css, .chip-icon). */
export type ChipIcon = "clock" | "users";

// Spelled out whole: Tailwind keeps a component class only when it finds its full name in the source.
const ICON_CLASS: Record<ChipIcon, string> = { clock: "chip-icon chip-icon-clock", users: "chip-icon chip-icon-users" };

/** A small pill for a card fact such as the duration or group size. */
export function CardChip({ icon, children, className }: { icon?: ChipIcon; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-xs font-medium text-ink",
        icon && ICON_CLASS[icon],
        className,
      )}
    >
      {children}
    </span>
  );
}
