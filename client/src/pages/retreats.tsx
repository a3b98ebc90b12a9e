import { PATHS } from "@shared/routes";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";
import { retreatsConfig } from "@/catalogue/configs/retreats";

export default function RetreatsPage() {
  return (
    <CataloguePage
      title="Transformation Retreats"
      intro="Five families of retreats, each held by facilitators who have lived what they teach. Find the one that fits where you are now, from a women's circle in the Nilgiris to a family week on the Kerala backwaters."
      breadcrumbs={[{ label: "Home", href: PATHS.home }, { label: "Retreats" }]}
      art="/art/hero-journey.svg"
      headerActions={<BookButton tripType="retreat" />}
      config={retreatsConfig}
    />
  );
}
