import { useId, type ReactNode } from "react";

const LOOKS = {
  /** A card of its own on a tab (Password, Staff, Audit log). */
  panel: { section: "grid gap-4 rounded-card border border-ink/10 bg-white p-4 sm:p-6", heading: "font-sans text-xl font-semibold", Heading: "h2" },
  /** A part of a card, set off by a rule (the open enquiry's Timeline, Follow-up). */
  part: { section: "grid gap-3 border-t border-ink/10 pt-4", heading: "font-sans text-base font-semibold", Heading: "h3" },
} as const;

/** A section named by its own heading, so screen readers list it as a region with that name. */
export function TitledSection({ title, look, children }: { title: string; look: keyof typeof LOOKS; children: ReactNode }) {
  const id = useId();
  const { section, heading, Heading } = LOOKS[look];
  return (
    <section aria-labelledby={id} className={section}>
      <Heading id={id} className={heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
