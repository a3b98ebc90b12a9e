import { CtaTiles } from "@/components/home/cta-tiles";
import { Destinations } from "@/components/home/destinations";
import { Hero } from "@/components/home/hero";
import { Intro } from "@/components/home/intro";
import { JourneyCards } from "@/components/home/journey-cards";
import { Newsletter } from "@/components/home/newsletter";
import { Testimonials } from "@/components/home/testimonials";
import { TripSearch } from "@/components/home/trip-search";
import { WhyUs } from "@/components/home/why-us";
import { HydrationSlice } from "@/components/hydration/hydration-slice";

/** The home page; the title and description come from the route table (shared/routes.ts). */
export default function HomePage() {
  // Each section hydrates in a pass of its own, the first screenful first.
  return (
    <>
      <HydrationSlice>
        <Hero />
        <TripSearch />
      </HydrationSlice>
      <HydrationSlice>
        <JourneyCards />
      </HydrationSlice>
      <HydrationSlice>
        <Intro />
        <Destinations />
      </HydrationSlice>
      <HydrationSlice>
        <WhyUs />
        <CtaTiles />
      </HydrationSlice>
      <HydrationSlice>
        <Testimonials />
        <Newsletter />
      </HydrationSlice>
    </>
  );
}
