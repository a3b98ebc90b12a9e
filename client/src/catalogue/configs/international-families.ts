/*
 * What the five international family pages share. Kept apart from the /international-trips
 * listing's own configuration, so a family page's chunk carries none of the listing's data.
 */

import type { CardList, CardModel, CataloguePageConfig } from "../types";

/** The enquiry form's trip categories for the international pages (docs/site.md §3), one per page. */
export const INTERNATIONAL_TRIP_CATEGORIES = {
  digitalNomad: "Digital Nomad Journeys",
  slowTravel: "Slow-Travel Cultural Immersion",
  skillTravel: "Skill & Travel Expeditions",
  workcation: "Workcation Transformation",
  earnWhileTravel: "Earn While You Travel",
} as const;

/** International cards show at most this many highlights, features or destinations. */
export const INTERNATIONAL_LIST_LIMIT = 3;

type InternationalFamily = keyof typeof INTERNATIONAL_TRIP_CATEGORIES;

/** What every programme of the digital nomad, slow-travel, skill and workcation families has. */
interface InternationalProgramme {
  id: string;
  name: string;
  image: string;
  duration: string;
  groupSize: string;
  rating: number;
  description: string;
}

/**
 * The page around an international family's catalogue: the family's screen, whose Book buttons,
 * in the header and on every card, ask about that family.
 */
export function internationalPage(family: InternationalFamily, page: Omit<CataloguePageConfig, "screen" | "booking" | "headerActions">): CataloguePageConfig {
  return { ...page, screen: family, booking: { tripType: "international", category: INTERNATIONAL_TRIP_CATEGORIES[family] }, headerActions: [{ kind: "book" }] };
}

/**
 * A programme's card on its family's page, with the family's `lists` and what else it shows in
 * `more`. The artwork is decorative: the title and the `eyebrow` beside it (the place, country or
 * region) carry the meaning.
 */
export function internationalCard(family: InternationalFamily, p: InternationalProgramme, eyebrow: string, lists: CardList[], more: Partial<CardModel> = {}): CardModel {
  return {
    key: p.id,
    title: p.name,
    image: p.image,
    imageAlt: "",
    eyebrow,
    duration: p.duration,
    groupSize: p.groupSize,
    rating: p.rating,
    description: p.description,
    lists,
    booking: { tripType: "international", category: INTERNATIONAL_TRIP_CATEGORIES[family] },
    ...more,
  };
}
