import { useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqCategory } from "@/content/faq-content";

/**
 * One category of questions. type="multiple" lets every item open and close on its own, and
 * all start closed. forceMount plus our own `hidden` keeps closed answers in the server-rendered
 * HTML (hidden until opened), so every answer is indexable; Radix alone would drop them.
 */
export function FaqAccordion({ category }: { category: FaqCategory }) {
  const headingId = `faq-${category.id}`;
  const [open, setOpen] = useState<string[]>([]);
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
        {category.title}
      </h2>
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="mt-5 space-y-3">
        {category.items.map((item) => (
          <Accordion.Item
            key={item.id}
            value={item.id}
            id={item.id}
            className="rounded-card bg-white shadow-soft ring-1 ring-sand-dark"
          >
            <Accordion.Header className="font-sans text-base">
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left font-semibold text-ink hover:text-teal">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-teal transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content
              forceMount
              hidden={!open.includes(item.id)}
              className="px-5 pb-5 leading-relaxed text-ink-muted"
            >
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
