import { Link } from "wouter";
import { MessageCircle } from "lucide-react";
import { PATHS } from "@shared/routes";
import { SITE } from "@shared/site";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { HydrationSlice } from "@/components/hydration/hydration-slice";
import { FaqAccordion } from "@/components/static/faq-accordion";
import { FAQ_CATEGORIES } from "@/content/faq-content";

// FAQPage structured data lets search engines show answers directly; built from the same content.
const structuredData = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ_CATEGORIES.flatMap((c) =>
    c.items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  ),
}).replace(/</g, "\\u003c");

export default function FaqsPage() {
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        breadcrumbs={[{ label: "Home", href: "/" }, { label: "FAQs" }]}
        art="/art/lotus-pond.svg"
        intro="Everything you might want to know before you travel with us: retreats, international trips, booking, health and safety, payments and refunds."
      />
      <div className="container py-10 md:py-14">
        <div className="mx-auto max-w-3xl">
          <nav aria-label="FAQ categories" className="flex flex-wrap gap-2">
            {FAQ_CATEGORIES.map((c) => (
              <a
                key={c.id}
                href={`#faq-${c.id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-sand px-4 text-sm font-medium text-teal no-underline hover:bg-sand-dark"
              >
                {c.title}
              </a>
            ))}
          </nav>
          <div className="mt-10 space-y-12">
            {/* Each category hydrates in a pass of its own, so thirty questions never make one long task. */}
            {FAQ_CATEGORIES.map((c) => (
              <HydrationSlice key={c.id}>
                <FaqAccordion category={c} />
              </HydrationSlice>
            ))}
          </div>
          <aside
            aria-labelledby="faq-more-heading"
            className="mt-14 rounded-card bg-teal px-6 py-8 text-white md:px-10"
          >
            <h2 id="faq-more-heading" className="text-2xl font-semibold text-white">
              Still have a question?
            </h2>
            <p className="mt-2 text-teal-light">
              Ask us directly. We answer {SITE.chatLabel} messages within 2 hours and e-mails within 24 hours.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild variant="light">
                <Link href={PATHS.contact}>Contact us</Link>
              </Button>
              <Button asChild variant="accent">
                <a href={SITE.chatHref} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden="true" className="h-4 w-4" />
                  Chat on {SITE.chatLabel}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </aside>
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
    </>
  );
}
