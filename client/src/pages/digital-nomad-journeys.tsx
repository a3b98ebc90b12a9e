import { PATHS } from "@shared/routes";
import { digitalNomadConfig } from "@/catalogue/configs/digital-nomad";
import { INTERNATIONAL_TRIP_CATEGORIES } from "@/catalogue/configs/international-trips";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";

export default function DigitalNomadJourneysPage() {
  return (
    <CataloguePage
      title="Digital Nomad Immersion"
      intro={
        <p>
          Fifteen days of working from somewhere new with people who get it. You bring your laptop and your clients;
          we line up the flat, the fast internet, a desk in a good co-working space and a visa briefing, then fill
          your evenings and weekends with the best of the place. Groups of 6 to 15.
        </p>
      }
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "International Trips", href: PATHS.internationalTrips },
        { label: "Digital Nomad Immersion" },
      ]}
      art="/art/workshop-desk.svg"
      headerActions={<BookButton tripType="international" category={INTERNATIONAL_TRIP_CATEGORIES.digitalNomad} />}
      config={digitalNomadConfig}
    />
  );
}
