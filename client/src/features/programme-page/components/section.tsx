import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One section of a programme page: an h2 under the page's h1, and what it holds. */
export function Section({ title, id, children, className }: { title: string; id?: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id} className={cn("scroll-mt-20", className)}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink md:text-3xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Plain text as the desk typed it: a paragraph per blank-line-separated block, single line breaks kept. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== "")
    .map((p, i) => (
      <p key={i} className={cn("whitespace-pre-line leading-relaxed", i > 0 && "mt-3", className)}>
        {p.trim()}
      </p>
    ));
}

/** A list of short lines with a mark before each. */
export function Lines({ items, mark }: { items: string[]; mark: ReactNode }) {
  return (
    <ul className="grid gap-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 leading-relaxed">
          <span aria-hidden="true" className="mt-1 shrink-0">
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
