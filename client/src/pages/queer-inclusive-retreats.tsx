import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { BookButton } from "@/components/booking/book-button";
import { CataloguePage } from "@/components/catalogue/catalogue-page";
import { CtaBand } from "@/components/catalogue/cta-band";
import { Button } from "@/components/ui/button";
import { RETREAT_TRIP_CATEGORY } from "@/catalogue/configs/retreats";
import { queerInclusiveRetreatsConfig } from "@/catalogue/configs/queer-inclusive-retreats";

export default function QueerInclusiveRetreatsPage() {
  return (
    <CataloguePage
      title="Queer & Inclusive Retreats"
      intro="Affirming retreats of 7 to 10 days for LGBTQIA+ people and the allies who travel with them, run by queer-led teams. Choose a circle for queer women, or a mixed group for every gender."
      breadcrumbs={[
        { label: "Home", href: PATHS.home },
        { label: "Retreats", href: PATHS.retreats },
        { label: "Queer & Inclusive Retreats" },
      ]}
      art="/art/campfire-circle.svg"
      rainbow
      headerActions={<BookButton tripType="retreat" category={RETREAT_TRIP_CATEGORY.queer} />}
      config={queerInclusiveRetreatsConfig}
    >
      <CtaBand
        title="Not sure which circle is yours?"
        text="Tell us a little about you, your pronouns and what you hope for. We'll contact you within 24 hours to find the retreat, dates and room that feel right."
      >
        <BookButton tripType="retreat" category={RETREAT_TRIP_CATEGORY.queer} variant="accent" />
        <Button asChild variant="light">
          <Link href={PATHS.contact}>Contact Us</Link>
        </Button>
      </CtaBand>
    </CataloguePage>
  );
}
