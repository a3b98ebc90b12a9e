import { ChevronDown } from "lucide-react";
import type { FaqCategory } from "@/content/faq-content";

/**
 * One category of questions, each a native disclosure (<details>/<summary>): it opens and closes
 * on its own, from the first paint and with scripts off, and there is nothing to hydrate. Closed
 * answers stay in the HTML, so every answer is indexable (and found by the browser's find in page).
 */
export function FaqAccordion({ category }: { category: FaqCategory }) {
  const headingId = `faq-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
        {category.title}
      </h2>
      <div className="mt-5 space-y-3">
        {category.items.map((item) => (
          // Opened before hydration, a question differs from the server's HTML in `open`: expected.
          <details
            key={item.id}
            id={item.id}
            suppressHydrationWarning
            className="group rounded-card bg-white shadow-soft ring-1 ring-sand-dark"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left font-semibold text-ink hover:text-teal [&::-webkit-details-marker]:hidden">
              <h3 className="font-sans text-base font-semibold">{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-teal transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-ink-muted">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
