import type { Screen } from "@shared/routes";
import { SITE } from "@shared/site";
import type { CardModel, CatalogueConfig } from "@/catalogue/types";
import { FAQ_CATEGORIES } from "@/content/faq-content";
import { womensRetreatsConfig } from "@/catalogue/configs/womens-retreats";
import { queerWomensRetreatsConfig } from "@/catalogue/configs/queer-womens-retreats";
import { queerInclusiveRetreatsConfig } from "@/catalogue/configs/queer-inclusive-retreats";
import { careerRetreatsConfig } from "@/catalogue/configs/career-retreats";
import { familyRetreatsConfig } from "@/catalogue/configs/family-retreats";
import { digitalNomadConfig } from "@/catalogue/configs/digital-nomad";
import { slowTravelConfig } from "@/catalogue/configs/slow-travel";
import { skillExpeditionsConfig } from "@/catalogue/configs/skill-expeditions";
import { workcationsConfig } from "@/catalogue/configs/workcations";
import { earnWhileTravelConfig } from "@/catalogue/configs/earn-while-travel";

type JsonLd = Record<string, unknown>;

/** Each catalogue's cards, so the trips in the markup match the trips on the page. */
const cards = <T,>(c: CatalogueConfig<T>) => (): CardModel[] => c.items.map(c.toCard);

const CATALOGUES: Partial<Record<Screen, () => CardModel[]>> = {
  womens: cards(womensRetreatsConfig),
  queerWomens: cards(queerWomensRetreatsConfig),
  queerInclusive: cards(queerInclusiveRetreatsConfig),
  career: cards(careerRetreatsConfig),
  family: cards(familyRetreatsConfig),
  digitalNomad: cards(digitalNomadConfig),
  slowTravel: cards(slowTravelConfig),
  skillTravel: cards(skillExpeditionsConfig),
  workcation: cards(workcationsConfig),
  earnWhileTravel: cards(earnWhileTravelConfig),
};

/** A catalogue page's cards, or none for other screens. */
export function catalogueCards(screen: Screen): CardModel[] {
  return CATALOGUES[screen]?.() ?? [];
}

function travelAgency(publicUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: SITE.name,
    description: SITE.tagline,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/logo.svg`,
    image: `${publicUrl}/og-image.png`,
    email: SITE.email,
    telephone: SITE.phoneHref.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.locality,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "10:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Sunday", opens: "11:00", closes: "16:00" },
    ],
    sameAs: Object.values(SITE.social),
  };
}

/** The schema.org objects a page carries: the agency, its trips, or its questions. */
export function structuredData(screen: Screen, path: string, publicUrl = ""): JsonLd[] {
  if (screen === "home" || screen === "contact") return [travelAgency(publicUrl)];
  if (screen === "faqs") {
    return [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: FAQ_CATEGORIES.flatMap((c) =>
          c.items.map((q) => ({ "@type": "Question", name: q.question, acceptedAnswer: { "@type": "Answer", text: q.answer } })),
        ),
      },
    ];
  }
  const list = CATALOGUES[screen];
  if (!list) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      url: `${publicUrl}${path}`,
      itemListElement: list().map((card, i) => {
        return {
          "@type": "ListItem",
          position: i + 1,
          item: {
            "@type": "TouristTrip",
            name: card.title,
            description: card.description,
            image: `${publicUrl}${card.image}`,
            ...(card.duration ? { duration: card.duration } : {}),
            provider: { "@type": "TravelAgency", name: SITE.name, url: `${publicUrl}/` },
          },
        };
      }),
    },
  ];
}

/** JSON-LD as script tags; "<" is escaped so no text can close the script element. */
export function structuredDataTags(screen: Screen, path: string, publicUrl = ""): string {
  return structuredData(screen, path, publicUrl)
    .map((d) => `<script type="application/ld+json">${JSON.stringify(d).replace(/</g, "\\u003c")}</script>`)
    .join("\n    ");
}
