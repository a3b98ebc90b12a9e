import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { ArtImage } from "./art-image";
import { SectionHeading } from "./section-heading";

/** Who we are and why we believe a journey can change a life. */
export function Intro() {
  return (
    <section aria-labelledby="intro-title" className="bg-white py-20 md:py-24">
      <div className="container grid items-center gap-12 md:grid-cols-2">
        <div className="relative isolate">
          <ArtImage src="/art/temple-dawn.svg" className="rounded-card shadow-soft" />
          <div
            aria-hidden="true"
            className="absolute -bottom-5 -right-3 -z-10 h-full w-full rounded-card bg-saffron-light md:-right-5"
          />
        </div>
        <div>
          <SectionHeading id="intro-title" eyebrow="Who we are" title="Rooted in Coimbatore, travelling with heart" align="left">
            <p>
              We are a small team at the foot of the Nilgiris. For years we have watched people arrive tired and
              leave lighter, after a week of good company, open skies and honest conversation.
            </p>
          </SectionHeading>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-muted">
            <p>
              Transformation rarely comes from a lecture. It comes from stepping out of your routine, being seen as
              you are, and having the space to decide what comes next. So we plan every detail, keep our groups
              small and choose places that slow you down: tea estates, backwaters, temple towns and quiet corners
              of the world.
            </p>
            <p>
              Women, queer travellers, families and professionals: whoever you are, you are welcome here.{" "}
              <Link href={PATHS.about} className="font-semibold text-teal underline">
                Read our story
              </Link>
              .
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
