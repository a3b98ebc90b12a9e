import type { Screen } from "@shared/routes";
import { SITE } from "@shared/site";
import type { CardModel } from "@/catalogue/types";
import { FAQ_CATEGORIES } from "@/content/faq-content";

type JsonLd = Record<string, unknown>;

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

/**
 * The schema.org objects a page carries: the agency, its questions, or, given a catalogue page's
 * cards, its trips (which the server adds at request time: catalogueListTag).
 */
export function structuredData(screen: Screen, path: string, publicUrl = "", cards?: readonly CardModel[]): JsonLd[] {
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
  return cards ? [itemList(cards, path, publicUrl)] : [];
}

/** A catalogue page's trips, as its cards print them, so the trips in the markup match the trips on the page. */
function itemList(cards: readonly CardModel[], path: string, publicUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: `${publicUrl}${path}`,
    itemListElement: cards.map((card, i) => ({
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
    })),
  };
}

const tag = (d: JsonLd) => `<script type="application/ld+json">${JSON.stringify(d).replace(/</g, "\\u003c")}</script>`;

/** A catalogue page's list of trips as a script tag: the server adds it with the programmes as they are now. */
export function catalogueListTag(cards: readonly CardModel[], path: string, publicUrl = ""): string {
  return tag(itemList(cards, path, publicUrl));
}

/** JSON-LD as script tags; "<" is escaped so no text can close the script element. */
export function structuredDataTags(screen: Screen, path: string, publicUrl = ""): string {
  return structuredData(screen, path, publicUrl).map(tag).join("\n    ");
}
