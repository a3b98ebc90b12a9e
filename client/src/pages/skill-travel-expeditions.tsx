import { PATHS } from "@shared/routes";
import { skillExpeditionsConfig } from "@/catalogue/configs/skill-expeditions";
import { INTERNATIONAL_TRIP_CATEGORIES } from "@/catalogue/configs/international-trips";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";

export default function SkillTravelExpeditionsPage() {
  return (
    <CataloguePage
      title="Skill & Travel Expeditions"
      intro={
        <p>
          Come home with a new skill as well as the stories. Choose an IT, creative or adventure track, learn from
          working professionals in a cohort of 6 to 12, and spend 10 to 15 days living the culture around the
          classroom, studio or mountain.
        </p>
      }
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "International Trips", href: PATHS.internationalTrips },
        { label: "Skill & Travel Expeditions" },
      ]}
      art="/art/peru-andes.svg"
      headerActions={<BookButton tripType="international" category={INTERNATIONAL_TRIP_CATEGORIES.skillTravel} />}
      config={skillExpeditionsConfig}
    />
  );
}
