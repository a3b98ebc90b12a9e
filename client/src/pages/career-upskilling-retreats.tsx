import { PATHS } from "@shared/routes";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";
import { RETREAT_TRIP_CATEGORY } from "@/catalogue/configs/retreats";
import { careerRetreatsConfig } from "@/catalogue/configs/career-retreats";

export default function CareerUpskillingRetreatsPage() {
  return (
    <CataloguePage
      title="Career Upskilling Retreats"
      intro="Ten to twelve days away from the inbox to learn a skill properly: you build real projects with mentors from industry, in groups of 6 to 15, and go home with work to show."
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "Retreats", href: PATHS.retreats },
        { label: "Career Upskilling Retreats" },
      ]}
      art="/art/workshop-desk.svg"
      headerActions={<BookButton tripType="retreat" category={RETREAT_TRIP_CATEGORY.career} />}
      config={careerRetreatsConfig}
    />
  );
}
