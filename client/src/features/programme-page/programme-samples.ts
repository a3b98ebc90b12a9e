import { CATALOGUE_KEYS, programmePath } from "@shared/catalogue/catalogues";
import { factsOfCardItem } from "@shared/catalogue/card-items";
import type { PublicDeparture } from "@shared/departures";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";
import { goneProgrammePage, programmePageData } from "./programme-ssr";
import type { ProgrammePageData } from "./programme-view";

const departure = (id: number, placesLeft: number, more: Partial<PublicDeparture> = {}): PublicDeparture => ({
  id, programme: "", startDate: "2099-03-14", endDate: "2099-03-19", nights: 5, pricePerPerson: 58_000, placesLeft, availability: placesLeft > 0 ? "available" : "full", ...more,
});

/** A departure of each kind a page shows: plenty of places, a few with a private room and guaranteed, full. */
const DEPARTURES = [departure(1, 10), departure(2, 2, { privateRoomsLeft: 1, privateRoomSupplement: 12_000, guaranteed: true }), departure(3, 0)];

/**
 * For the build only (scripts/prerender.mjs chooses the programme shell's CSS over these; never
 * served): one page per catalogue, from its first seeded card with every section filled, a
 * photograph or two, and a departure of each kind; one with no departures; and an archived one's page.
 */
export function sampleProgrammePages(): [string, ProgrammePageData][] {
  const pages = CATALOGUE_KEYS.map((catalogue, i): [string, ProgrammePageData] => {
    const facts = factsOfCardItem(catalogue, SEED_CARDS[catalogue][0] as Record<string, unknown>);
    const programme = {
      ...facts,
      url: programmePath(catalogue, facts.slug),
      photos: i % 2 === 0 ? [{ id: "sample", alt: "A sample", width: 1600, height: 1067 }, { id: "sample-2", alt: "Another", width: 1200, height: 1600 }] : [],
      itinerary: [{ day: 1, title: "Arrival", text: "Settle in.\n\nA welcome circle at dusk." }],
      included: ["Stay"],
      notIncluded: ["Flights"],
      stay: "A quiet house.",
      faq: [{ question: "Can I come alone?", answer: "Most do." }],
    };
    return [programme.url, programmePageData(programme, i === 1 ? [] : DEPARTURES)];
  });
  return [...pages, ["/womens-retreats/archived-sample", goneProgrammePage("womens-retreats", "An archived retreat")]];
}
