import { PATHS } from "@shared/routes";
import { workcationsConfig } from "@/catalogue/configs/workcations";
import { INTERNATIONAL_TRIP_CATEGORIES } from "@/catalogue/configs/international-trips";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";

export default function WorkcationTransformationPage() {
  return (
    <CataloguePage
      title="Workcation Transformation"
      intro={
        <p>
          Keep working, and change everything around the work. Each workcation gives you a proper desk and reliable
          internet in a place that resets you, plus group and one-to-one coaching on how you work and lead.
          Programmes run 10 to 15 days for groups of 8 to 15; if you can only get away for a week, ask us about
          a 7-day sprint.
        </p>
      }
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "International Trips", href: PATHS.internationalTrips },
        { label: "Workcation Transformation" },
      ]}
      art="/art/beach-palms.svg"
      headerActions={<BookButton tripType="international" category={INTERNATIONAL_TRIP_CATEGORIES.workcation} />}
      config={workcationsConfig}
    />
  );
}
