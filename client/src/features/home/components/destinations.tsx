import { ArrowRight, Clock } from "lucide-react";
import { Link } from "wouter";
import { DESTINATIONS } from "@/content/home";
import { ArtImage } from "./art-image";
import { SectionHeading } from "./section-heading";

/** 'Sacred Destinations Await': three slow-travel journeys, each a link to the slow-travel page. */
export function Destinations() {
  return (
    <section aria-labelledby="destinations-title" className="bg-sand py-20 md:py-24">
      <div className="container">
        <SectionHeading id="destinations-title" eyebrow="Slow travel" title="Sacred Destinations Await">
          Two weeks, one region, no rushing. Our slow-travel journeys give you time to feel a place, not just
          photograph it.
        </SectionHeading>
        <ul className="mt-12 grid gap-7 md:grid-cols-3">
          {DESTINATIONS.map((d) => (
            <li key={d.title}>
              {/* The title link stretches over the card, so the whole card is one clear target. */}
              <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-saffron hover:shadow-lg">
                <div className="relative overflow-hidden">
                  <ArtImage
                    src={d.image}
                    alt={d.imageAlt}
                    className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                  />
                  <span className="absolute left-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-teal">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    {d.days} days
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl font-semibold">
                    <Link
                      href={d.href}
                      className="text-ink no-underline after:absolute after:inset-0 focus-visible:ring-0 group-hover:text-teal"
                    >
                      {d.title}
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{d.description}</p>
                  <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 font-semibold text-teal">
                    View slow-travel journeys
                    <ArrowRight className="h-4 w-4" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
