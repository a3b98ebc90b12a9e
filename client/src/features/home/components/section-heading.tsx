import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  className?: string;
}

/** The eyebrow, h2 and lead of each home section; `id` names the section (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, children, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-saffron-dark">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-3 text-3xl font-semibold leading-tight md:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg leading-relaxed text-ink-muted">{children}</div>}
    </div>
  );
}
