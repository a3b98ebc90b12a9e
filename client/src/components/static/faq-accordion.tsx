import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { FaqCategory } from "@/content/faq-content";

/**
 * One category of questions, as the WAI-ARIA accordion pattern: each question is a button in a
 * heading that shows or hides its answer; every item starts closed and opens on its own. Closed
 * answers stay in the HTML (hidden), so every answer is indexable. Written here rather than with a
 * library: a page of 30 questions then hydrates with almost no work on a slow phone.
 */
export function FaqAccordion({ category }: { category: FaqCategory }) {
  const headingId = `faq-${category.id}`;
  const uid = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
        {category.title}
      </h2>
      <div className="mt-5 space-y-3">
        {category.items.map((item) => {
          const isOpen = open.has(item.id);
          const buttonId = `${uid}-${item.id}-q`;
          const panelId = `${uid}-${item.id}-a`;
          return (
            <div key={item.id} id={item.id} className="rounded-card bg-white shadow-soft ring-1 ring-sand-dark">
              <h3 className="font-sans text-base">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                  className="flex min-h-14 w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left font-semibold text-ink hover:text-teal"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-5 w-5 shrink-0 text-teal transition-transform duration-200 motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className="px-5 pb-5 leading-relaxed text-ink-muted"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
