import { PATHS } from "@shared/routes";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";
import { RETREAT_TRIP_CATEGORY } from "@/catalogue/configs/retreats";
import { womensRetreatsConfig } from "@/catalogue/configs/womens-retreats";

export default function WomensRetreatsPage() {
  return (
    <CataloguePage
      title="We Women Retreat"
      intro="Seven women-only retreats of 5 to 10 days, in India and abroad. Groups of 8 to 15, women facilitators, and days that leave room for you to rest as well as to grow."
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "Retreats", href: PATHS.retreats },
        { label: "We Women Retreat" },
      ]}
      art="/art/lotus-pond.svg"
      headerActions={<BookButton tripType="retreat" category={RETREAT_TRIP_CATEGORY.womens} />}
      config={womensRetreatsConfig}
    />
  );
}
