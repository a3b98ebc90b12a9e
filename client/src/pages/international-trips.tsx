import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { internationalTripsConfig } from "@/catalogue/configs/international-trips";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";
import { Button } from "@/components/ui/button";

export default function InternationalTripsPage() {
  return (
    <CataloguePage
      title="International Trips"
      intro={
        <p>
          Five ways to see the world without pausing your life: work remotely from Lisbon or Chiang Mai, travel
          slowly through Japan or Morocco, learn a skill abroad, take a coached workcation, or earn as you go.
          Journeys run from 7 to 30 days in small groups, planned from our office in Coimbatore.
        </p>
      }
      breadcrumbs={[{ label: "Home", href: PATHS.home }, { label: "International Trips" }]}
      art="/art/santorini.svg"
      headerActions={
        <>
          <BookButton tripType="international" />
          <Button asChild variant="outline">
            <Link href={PATHS.contact}>Talk to our team</Link>
          </Button>
        </>
      }
      config={internationalTripsConfig}
    />
  );
}
