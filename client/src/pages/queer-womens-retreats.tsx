import { PATHS } from "@shared/routes";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";
import { RETREAT_TRIP_CATEGORY } from "@/catalogue/configs/retreats";
import { queerWomensRetreatsConfig } from "@/catalogue/configs/queer-womens-retreats";

export default function QueerWomensRetreatsPage() {
  return (
    <CataloguePage
      title="Sapphic Retreats"
      intro="Seven retreats for lesbian, bisexual and queer women, led by queer women. Small groups of 8 to 12, stays we have vetted ourselves, and room to be entirely yourself."
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "Retreats", href: PATHS.retreats },
        { label: "Sapphic Retreats" },
      ]}
      art="/art/rainbow-valley.svg"
      rainbow
      headerActions={<BookButton tripType="retreat" category={RETREAT_TRIP_CATEGORY.sapphic} />}
      config={queerWomensRetreatsConfig}
    />
  );
}
