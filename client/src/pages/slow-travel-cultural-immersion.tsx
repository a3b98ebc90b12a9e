import { PATHS } from "@shared/routes";
import { slowTravelConfig } from "@/catalogue/configs/slow-travel";
import { INTERNATIONAL_TRIP_CATEGORIES } from "@/catalogue/configs/international-trips";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";

export default function SlowTravelPage() {
  return (
    <CataloguePage
      title="Slow-Travel Journeys"
      intro={
        <p>
          Fewer places, more time in each. Over 10 to 15 days you stay in two or three bases, cook with families,
          walk old trails and get to know a neighbourhood well enough to be greeted in it. Every journey has
          quiet, work-friendly corners if you need them. Groups of 8 to 12.
        </p>
      }
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "International Trips", href: PATHS.internationalTrips },
        { label: "Slow-Travel Journeys" },
      ]}
      art="/art/japan-fuji.svg"
      headerActions={<BookButton tripType="international" category={INTERNATIONAL_TRIP_CATEGORIES.slowTravel} />}
      config={slowTravelConfig}
    />
  );
}
