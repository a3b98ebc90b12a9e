import { CtaTiles } from "@/features/home/components/cta-tiles";
import { Destinations } from "@/features/home/components/destinations";
import { Hero } from "@/features/home/components/hero";
import { Intro } from "@/features/home/components/intro";
import { JourneyCards } from "@/features/home/components/journey-cards";
import { Newsletter } from "@/features/home/components/newsletter";
import { Testimonials } from "@/features/home/components/testimonials";
import { TripSearch } from "@/features/home/components/trip-search";
import { WhyUs } from "@/features/home/components/why-us";
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
