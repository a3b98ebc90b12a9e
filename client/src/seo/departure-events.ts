import { SITE } from "@shared/site";
import { departureDatesText, schemaAvailability } from "@shared/departures";
import type { PublicDeparture } from "@shared/departures";
import type { CardModel } from "@/catalogue/types";

/** The bookable programmes among a catalogue page's cards, by the names their cards print. */
export function pageProgrammes(cards: readonly CardModel[]): string[] {
  return cards
    .filter((c) => c.booking)
    .map((c) => c.title);
}

/**
 * One departure as a schema.org Event with its Offer (docs/decisions/departures-on-the-site.md: price
 * in INR, availability from the places left), at `place` (the card's location line) when it has one.
 */
export function departureEvent(title: string, place: string | undefined, d: PublicDeparture, url: string): Record<string, unknown> {
  return {
    "@type": "Event",
    name: `${title}, ${departureDatesText(d.startDate, d.endDate)}`,
    startDate: d.startDate,
    endDate: d.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: place ?? SITE.name, address: place ?? `${SITE.address.locality}, ${SITE.address.country}` },
    offers: {
      "@type": "Offer",
      price: d.pricePerPerson,
      priceCurrency: "INR",
      availability: schemaAvailability(d.placesLeft),
      url,
    },
  };
}

/**
 * Each upcoming departure on a catalogue page as a schema.org Event with its Offer (departureEvent),
 * as one JSON-LD script tag.
 * The trip itself (description, image, provider) is in the page's ItemList already, so each Event
 * carries only what differs: a page of many departures stays small. Empty when the page shows none.
 */
export function departureEventsTag(cards: readonly CardModel[], path: string, departures: Record<string, PublicDeparture[]>, publicUrl = ""): string {
  const events = cards
    .filter((c) => c.booking)
    .flatMap((card) => (departures[card.title] ?? []).map((d) => departureEvent(card.title, card.eyebrow, d, `${publicUrl}${path}`)));
  if (events.length === 0) return "";
  const doc = { "@context": "https://schema.org", "@graph": events };
  return `<script type="application/ld+json">${JSON.stringify(doc).replace(/</g, "\\u003c")}</script>`;
}
