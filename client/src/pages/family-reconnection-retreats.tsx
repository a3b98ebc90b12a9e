import { PATHS } from "@shared/routes";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";
import { RETREAT_TRIP_CATEGORY } from "@/catalogue/configs/retreats";
import { familyRetreatsConfig } from "@/catalogue/configs/family-retreats";

export default function FamilyReconnectionRetreatsPage() {
  return (
    <CataloguePage
      title="Family Reconnection Retreats"
      intro="Five to seven days for parents, children and grandparents to slow down, play and listen to each other again, with a family facilitator and activities paced for every age."
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "Retreats", href: PATHS.retreats },
        { label: "Family Reconnection Retreats" },
      ]}
      art="/art/family-picnic.svg"
      headerActions={<BookButton tripType="retreat" category={RETREAT_TRIP_CATEGORY.family} />}
      config={familyRetreatsConfig}
    />
  );
}
