import type { ReactNode } from "react";

export interface PolicySectionProps {
  /** Anchor for the page's "On this page" list. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of a policy page: an h2 and readable prose under it. */
export function PolicySection({ id, title, children }: PolicySectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink [&_p_a]:underline [&_li_a]:underline [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
