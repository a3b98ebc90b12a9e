import { useId } from "react";
import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { SITE } from "@shared/site";
import { earnWhileTravelConfig } from "@/catalogue/configs/earn-while-travel";
import { INTERNATIONAL_TRIP_CATEGORIES } from "@/catalogue/configs/international-trips";
import { BookButton } from "@/components/booking/book-button";
import { CatalogueView } from "@/components/catalogue/catalogue-view";
import { CtaBand } from "@/components/catalogue/cta-band";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";

const TITLE = "Earn While You Travel";

// The SPEC leaves "Download Brochure" open: it asks for the brochure by e-mail.
const BROCHURE_HREF = `mailto:${SITE.email}?subject=${encodeURIComponent(`Brochure request: ${TITLE}`)}`;

export default function EarnWhileTravelPage() {
  const brochureNoteId = useId();
  return (
    <>
      <PageHeader
        title={TITLE}
        intro={
          <>
            <p>
              Teach in Hanoi, host travellers in Lisbon, freelance from Bali or volunteer with a conservancy in Kenya,
              and let your work pay for part of the journey. Programmes run 10 to 30 days, with earning potential
              from about $600 to $3,000 a month.
            </p>
            <p className="mt-3">
              We match you with roles that suit your skills and your visa, brief you before you fly and keep a local
              coordinator on call while you are away.
            </p>
          </>
        }
        breadcrumbs={[
          { label: "Home", href: PATHS.home },
          { label: "International Trips", href: PATHS.internationalTrips },
          { label: TITLE },
        ]}
        art="/art/vietnam-bay.svg"
      >
        <BookButton tripType="international" category={INTERNATIONAL_TRIP_CATEGORIES.earnWhileTravel} />
      </PageHeader>

      <section aria-label={`${TITLE} opportunities`}>
        <CatalogueView config={earnWhileTravelConfig} />
      </section>

      <CtaBand
        title="Not sure which role fits you?"
        text="Tell us what you are good at and how long you can be away. We'll suggest the programmes that suit you and explain the visa side, within 24 hours."
      >
        <Button asChild variant="accent">
          <Link href={PATHS.contact}>Contact Us</Link>
        </Button>
        <Button asChild variant="light">
          <a href={BROCHURE_HREF} aria-describedby={brochureNoteId}>
            Download Brochure
          </a>
        </Button>
        <span id={brochureNoteId} className="sr-only">
          Opens your e-mail app to request the Earn While You Travel brochure from us by e-mail.
        </span>
      </CtaBand>
    </>
  );
}
