import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface CtaBandProps {
  title: string;
  text: string;
  /** The actions, e.g. a BookButton (variant="accent") and a light Link button. */
  children: ReactNode;
  className?: string;
}

/** A warm closing invitation after a catalogue: a short promise and what to do next. */
export function CtaBand({ title, text, children, className }: CtaBandProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn("container py-12 md:py-16", className)}>
      <div className="relative overflow-hidden rounded-card bg-teal px-6 py-10 text-white shadow-soft md:px-12 md:py-14">
        {/* A soft saffron glow keeps the deep teal warm without putting text on saffron. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-saffron/15 blur-3xl"
        />
        <div className="relative max-w-2xl">
          <h2 id={titleId} className="font-display text-3xl font-semibold leading-tight text-white md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-teal-light">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}
