import { Link } from "wouter";
import { Compass, Eye, Heart, Target } from "lucide-react";
import { PATHS } from "@shared/routes";
import { SITE } from "@shared/site";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { OfferingGrid } from "@/components/static/offering-grid";
import {
  COIMBATORE_STORY,
  MISSION,
  OBJECTIVES,
  RETREAT_OFFERINGS,
  TRIP_OFFERINGS,
  VISION,
} from "@/content/about-content";

export default function AboutPage() {
  return (
    <>
      <PageHeader
        title="About Us"
        breadcrumbs={[{ label: "Home", href: "/" }, { label: "About Us" }]}
        art="/art/sunrise-hills.svg"
        intro={`${SITE.name} creates transformation retreats and international journeys for women, queer and LGBTQIA+ people, families, professionals and remote workers, from our home in ${SITE.city}, ${SITE.state}.`}
      />

      <div className="container space-y-16 py-10 md:space-y-20 md:py-14">
        <section aria-labelledby="purpose-heading" className="grid gap-6 md:grid-cols-2">
          <h2 id="purpose-heading" className="sr-only">
            Mission and vision
          </h2>
          <div className="rounded-card bg-sand p-6 md:p-8">
            <h3 className="flex items-center gap-3 text-2xl font-semibold">
              <Compass aria-hidden="true" className="h-6 w-6 text-teal" />
              Our mission
            </h3>
            <p className="mt-3 text-lg leading-relaxed">{MISSION}</p>
          </div>
          <div className="rounded-card bg-sand p-6 md:p-8">
            <h3 className="flex items-center gap-3 text-2xl font-semibold">
              <Eye aria-hidden="true" className="h-6 w-6 text-teal" />
              Our vision
            </h3>
            <p className="mt-3 text-lg leading-relaxed">{VISION}</p>
          </div>
        </section>

        <section aria-labelledby="objectives-heading" className="mx-auto max-w-3xl">
          <h2 id="objectives-heading" className="flex items-center gap-3 text-3xl font-semibold">
            <Target aria-hidden="true" className="h-7 w-7 text-teal" />
            What we set out to do
          </h2>
          <ol className="mt-6 space-y-4">
            {OBJECTIVES.map((o, i) => (
              <li key={o} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-light font-semibold text-saffron-dark"
                >
                  {i + 1}
                </span>
                <span className="pt-1 leading-relaxed">{o}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="retreats-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-2xl">
              <h2 id="retreats-heading" className="text-3xl font-semibold">
                Transformation retreats
              </h2>
              <p className="mt-2 text-ink-muted">Five retreat families, each shaped around the people it is for.</p>
            </div>
            <Button asChild variant="outline">
              <Link href={PATHS.retreats}>See all retreats</Link>
            </Button>
          </div>
          <div className="mt-6">
            <OfferingGrid offerings={RETREAT_OFFERINGS} />
          </div>
        </section>

        <section aria-labelledby="trips-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-2xl">
              <h2 id="trips-heading" className="text-3xl font-semibold">
                International trips
              </h2>
              <p className="mt-2 text-ink-muted">
                Five ways to see the world without pausing your life: work, learn, slow down or earn as you go.
              </p>
            </div>
            <Button asChild variant="outline">
              <Link href={PATHS.internationalTrips}>See all international trips</Link>
            </Button>
          </div>
          <div className="mt-6">
            <OfferingGrid offerings={TRIP_OFFERINGS} />
          </div>
        </section>

        <section aria-labelledby="story-heading" className="mx-auto max-w-3xl">
          <h2 id="story-heading" className="flex items-center gap-3 text-3xl font-semibold">
            <Heart aria-hidden="true" className="h-7 w-7 text-clay" />
            Our {SITE.city} story
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {COIMBATORE_STORY.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild>
              <Link href={PATHS.retreats}>Explore retreats</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={PATHS.contact}>Talk to us</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
