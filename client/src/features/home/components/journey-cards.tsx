import { ArrowRight, Check } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { JOURNEY_TYPES } from "@/content/home";
import { cn } from "@/lib/utils";
import { ArtImage } from "./art-image";
import { SectionHeading } from "./section-heading";

/** 'Choose Your Journey Type': seven category cards, each opening its catalogue page. */
export function JourneyCards() {
  return (
    <section aria-labelledby="journey-types-title" className="bg-sand pb-20 pt-16 md:pb-24 md:pt-20">
      <div className="container">
        <SectionHeading id="journey-types-title" eyebrow="Seven ways in" title="Choose Your Journey Type">
          Whether you need rest, courage, a new skill or simply your people, there is a journey shaped for
          where you are right now.
        </SectionHeading>
        {/* Seven cards: a centred wrap gives rows of 4 + 3 (2 + 2 + 2 + 1) instead of a lone orphan. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {JOURNEY_TYPES.map((j) => (
            <li key={j.href} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]">
              <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft">
                <ArtImage src={j.image} />
                <div className="flex flex-1 flex-col p-6 lg:p-5">
                  <h3 className="text-2xl font-semibold leading-snug lg:text-xl">{j.title}</h3>
                  <p className="mt-3 leading-relaxed text-ink-muted lg:text-[0.95rem]">{j.description}</p>
                  <ul className="mt-5 space-y-2 text-[0.95rem] lg:text-sm">
                    {j.features.map((f) => (
                      <li key={f} className="flex items-start gap-2.5">
                        <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal" />
                        {f}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-6">
                    <Link href={j.href} className={cn(buttonVariants({ variant: "outline" }), "group")}>
                      Explore<span className="sr-only"> {j.title}</span>
                      <ArrowRight
                        aria-hidden="true"
                        className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                      />
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
