import { CtaTiles } from "@/components/home/cta-tiles";
import { Destinations } from "@/components/home/destinations";
import { Hero } from "@/components/home/hero";
import { Intro } from "@/components/home/intro";
import { JourneyCards } from "@/components/home/journey-cards";
import { Newsletter } from "@/components/home/newsletter";
import { Testimonials } from "@/components/home/testimonials";
import { TripSearch } from "@/components/home/trip-search";
import { WhyUs } from "@/components/home/why-us";

/** The home page; the title and description come from the route table (shared/routes.ts). */
export default function HomePage() {
  return (
    <>
      <Hero />
      <TripSearch />
      <JourneyCards />
      <Intro />
      <Destinations />
      <WhyUs />
      <CtaTiles />
      <Testimonials />
      <Newsletter />
    </>
  );
}
