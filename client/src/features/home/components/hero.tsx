import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { Button } from "@/components/ui/button";

/** The home page's opening: the only h1, over the wide sunrise artwork. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-teal-dark">
      <img
        src="/art/hero-journey.svg"
        alt=""
        width={1600}
        height={1000}
        {...{ fetchpriority: "high" }}
        decoding="async"
        className="absolute inset-0 -z-10 h-full w-full object-cover object-[30%_center]"
      />
      {/* Keeps the white headline at AA contrast whatever part of the artwork sits behind it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-teal-dark/80 via-teal-dark/60 to-teal-dark/30 md:bg-gradient-to-r md:from-teal-dark/85 md:via-teal-dark/55 md:to-transparent"
      />
      <div className="container pb-32 pt-16 md:pb-40 md:pt-24 lg:pb-48 lg:pt-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron-light">
            Retreats & journeys from Coimbatore
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-semibold leading-[1.1] text-white sm:text-5xl lg:text-6xl"
          >
            Discover Your Inner Light Through Sacred Journeys
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/90 md:text-xl">
            Unhurried retreats and meaningful trips abroad for women, queer travellers, families and
            curious professionals. Come as you are; leave a little more yourself.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link href={PATHS.retreats}>
                Explore Retreats
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
            </Button>
            <Button asChild variant="light" size="lg">
              <Link href={PATHS.internationalTrips}>International Trips</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
